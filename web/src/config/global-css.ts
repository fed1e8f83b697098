import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Chakra's global stylesheet as CSS text: the cascade layers' order, the reset, the global styles
 * and every token's CSS variable, exactly as its provider writes them when rendered on a server.
 * Built once (vite.config.ts) into index.html, so no browser computes or inserts it (decision 035).
 */
export function chakraGlobalCss(system: SystemContext): string {
  const html = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}
