import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStyleCache } from '../lib/style-cache';
import { appSystem } from './theme';

/**
 * Chakra's page-wide CSS (its cascade layers' order, the reset, the global styles and every
 * token's CSS variable), made at build time into the app's stylesheet (vite.config.ts), so a page
 * that renders no Chakra component (the home page, the layout) is styled without Chakra's code
 * (decision 090). It is what `ChakraProvider` writes, taken the documented way: the provider
 * rendered on its own, and Emotion's server extraction of the styles it inserted.
 */
export function chakraBaseCss(): string {
  const cache = createStyleCache();
  cache.compat = true;
  const html = renderToString(
    createElement(CacheProvider, { value: cache }, createElement(ChakraProvider, { value: appSystem, children: null })),
  );
  return createEmotionServer(cache)
    .extractCriticalToChunks(html)
    .styles.map((s) => s.css)
    .join('\n');
}
