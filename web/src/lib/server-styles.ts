import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The component styles of one server render, gathered into a single `<style>` for the page's head.
 *
 * By default Emotion writes a `<style>` before each styled element it renders on the server
 * (about 145 on a page), and in the browser its cache moves every one of them into the head
 * before React hydrates: about 300 DOM moves of style sheets while the app starts, its largest
 * single cost in a trace of the first visit (docs/decisions/036). A cache in Emotion's "compat"
 * mode keeps the rules instead, and the page carries them in one tag. That tag names the styles
 * it holds (`data-server-styles="<names>"`) and the browser's cache (`browserStyleCache`) marks
 * them as inserted, so it writes none of them again. Not `data-emotion`: Emotion's own cache would
 * "hydrate" such a tag by moving it to the end of the head, and moving a sheet makes the browser
 * restyle the whole page.
 */
export function collectedStyles(): { cache: EmotionCache; tag: () => string } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // In the order they were first rendered (the cascade of the inline tags they replace); a Set,
  // because an object's keys would put a name that looks like a number first.
  const names = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache) names.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const tag = () => {
    const used = [...names].filter((name) => typeof cache.inserted[name] === 'string' && cache.inserted[name] !== '');
    const css = used.map((name) => cache.inserted[name] as string).join('');
    return `<style data-server-styles="${used.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  return { cache, tag };
}

/**
 * The browser's Emotion cache: it knows the styles the server's sheet holds (above) and leaves that
 * sheet where it is. Styles first rendered in the browser go in sheets of its own, after it.
 *
 * Chakra puts a recipe's styles (a badge's, a heading's) in `@layer recipes { }`. Emotion adds each
 * new rule to its sheet with `insertRule`, and Chromium takes a layer rule added that way as a
 * change of the page's fonts: it styles and lays out every element again (8-17 ms on this machine,
 * four times that on a mid-range phone), once per recipe style first rendered in the browser
 * (decision 048); so does a `@media` rule added into a layer's block. Here a layer's style rules
 * go into its block in a `<style>` of its own, after every other sheet, and each of its at-rules
 * (`@media (hover: hover)`, breakpoints) into a `<style>` of its own written as text, after that:
 * the rules keep their layer, so the cascade is as before, and cost what any new rule does.
 */
export function browserStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const names = document.querySelector('style[data-server-styles]')?.getAttribute('data-server-styles') ?? '';
  for (const name of names.split(' ')) if (name) cache.inserted[name] = true;
  const insert = cache.sheet.insert.bind(cache.sheet);
  const blocks = new Map<string, CSSLayerBlockRule>();
  cache.sheet.insert = (rule: string) => {
    const parsed = rule.startsWith('@layer') ? parseLayerRule(rule) : null;
    if (!parsed) return insert(rule);
    let block = blocks.get(parsed.name);
    if (!block) {
      block = layerBlock(parsed.name, cache.sheet.nonce);
      blocks.set(parsed.name, block);
    }
    for (const inner of parsed.rules) {
      if (inner.startsWith('@')) layerBlock(parsed.name, cache.sheet.nonce, inner);
      else block.insertRule(inner, block.cssRules.length);
    }
  };
  return cache;
}

/** A layer rule's name and its rules' text, parsed apart from the page (a sheet no page uses). */
function parseLayerRule(rule: string): { name: string; rules: string[] } | null {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rule);
    const block = sheet.cssRules[0];
    if (!(block instanceof CSSLayerBlockRule)) return null;
    return { name: block.name, rules: [...block.cssRules].map((r) => r.cssText) };
  } catch {
    return null;
  }
}

/**
 * A block of the layer (empty, or holding `text`) in a `<style>` of its own after every other
 * sheet. Written as the element's text: a layer block added with `insertRule` is what makes
 * Chromium lay out the whole page again.
 */
function layerBlock(name: string, nonce: string | undefined, text = ''): CSSLayerBlockRule {
  const style = document.createElement('style');
  style.setAttribute('data-layer-rules', name);
  if (nonce) style.nonce = nonce;
  style.textContent = `@layer ${name}{${text}}`;
  document.head.appendChild(style);
  return style.sheet!.cssRules[0] as CSSLayerBlockRule;
}
