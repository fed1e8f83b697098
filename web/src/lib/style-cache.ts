import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for Chakra's styles, made the same way on the server (entry-server.tsx) and in
 * the browser (main.tsx). Not Emotion's default key `css`: a cache with that key moves every
 * `<style data-emotion>` of the page into the head as it is made, and the server's tags are
 * already there. With its own key the browser's cache only takes the server's tags as its own
 * (Emotion's documented server rendering: @emotion/server's `extractCriticalToChunks`).
 */
export const STYLE_KEY = 'tf';

export const createStyleCache = (): EmotionCache => createCache({ key: STYLE_KEY });
