import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The styles of a server-rendered page, as one stylesheet in its head (docs/decisions/034).
 *
 * Emotion (Chakra's styling engine) writes a `<style data-emotion>` before each element that needs
 * new rules. Left there, each one makes the browser restyle the page while it parses, and the
 * browser's Emotion then moves every one of them into the head and writes Chakra's 46 KB of
 * global styles again: on a mid-range phone, about half a second of main thread after the first
 * paint. Instead the server gathers them into one `<style id="ssr-styles">` in the head, and the
 * browser's Emotion is told which rules that sheet already holds, so it leaves it alone and adds
 * only rules the page did not have.
 */

export const SSR_STYLES_ID = 'ssr-styles';
/** Emotion's key for Chakra's styles: each `<style>` it writes is `data-emotion="css <names>"`. */
const KEY = 'css';

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Server side: `html` without Emotion's style elements, and `head`: one style element with all
 * their rules, in the order Emotion wrote them, naming the rules it holds.
 */
export function hoistStyles(html: string): { html: string; head: string } {
  const names: string[] = [];
  let css = '';
  const body = html.replace(EMOTION_STYLE, (_, marker: string, rules: string) => {
    const [key, ...ids] = marker.split(' ');
    // The global styles' marker names the `Global` element, not rules: the browser leaves those out.
    if (key === KEY) names.push(...ids);
    css += rules;
    return '';
  });
  if (!css) return { html, head: '' };
  return { html: body, head: `<style id="${SSR_STYLES_ID}" data-names="${names.join(' ')}">${css}</style>` };
}

/** Browser side: the page's stylesheet from the server, if it has one. */
function ssrStylesheet(doc: Document | undefined = globalThis.document): HTMLStyleElement | null {
  const el = doc?.getElementById(SSR_STYLES_ID);
  return el?.tagName === 'STYLE' ? (el as HTMLStyleElement) : null;
}

/**
 * Browser side: an Emotion cache that already counts the server's rules as written, or null on a
 * page without them (the app shell), where Emotion's own cache writes everything.
 */
export function cacheForServerStyles(doc?: Document): EmotionCache | null {
  const sheet = ssrStylesheet(doc);
  if (!sheet) return null;
  const cache = createCache({ key: KEY });
  for (const name of (sheet.dataset.names ?? '').split(' ')) if (name) cache.inserted[name] = true;
  return cache;
}
