import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The component styles of one server render, gathered into a single `<style>` for the page's head.
 *
 * By default Emotion writes a `<style>` before each styled element it renders on the server
 * (about 145 on a page), and in the browser its cache moves every one of them into the head
 * before React hydrates: about 300 DOM moves of style sheets while the app starts, its largest
 * single cost in a trace of the first visit (docs/decisions/036). A cache in Emotion's "compat"
 * mode keeps the rules instead, and the page carries them in one tag. That tag says which styles
 * it holds (`data-emotion="css <names>"`), so the browser's cache knows them and inserts none of
 * them again; `data-s` tells it the tag is already where it belongs.
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
    return `<style data-emotion="css ${used.join(' ')}" data-s="">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  return { cache, tag };
}
