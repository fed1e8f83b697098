import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme';

/** Chakra's global stylesheet as its provider writes it when rendered on a server. */
function chakraGlobalCss(): string {
  const html = renderToStaticMarkup(createElement(ChakraProvider, { value: appSystem, children: null }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

describe("Chakra's global stylesheet, written by its provider", () => {
  const css = chakraGlobalCss();

  it('declares the cascade layers first, then holds the reset, the global styles and the tokens', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('--chakra-colors-brand-700:');
    expect(css).toContain('--chakra-colors-trail-600:');
  });

  it('sets the inherited font and border variables once, not on every element', () => {
    expect(css).toMatch(/html,\.light\{--global-font-mono:[^}]*--global-color-border:var\(--chakra-colors-border\)/);
    expect(css).not.toContain('--ring-inset');
    expect(css).not.toContain('--backdrop-blur');
    expect(css).not.toContain('*::selection');
    expect(css).not.toContain('*::placeholder,*[data-placeholder]');
    expect(css).toContain('html::selection{');
    expect(css).toContain('input::placeholder,textarea::placeholder,[data-placeholder]{');
  });
});
