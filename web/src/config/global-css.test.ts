import { describe, expect, it } from 'vitest';
import { chakraGlobalCss } from './global-css';
import { appSystem, createAppSystem } from './theme';

describe("Chakra's global stylesheet, written into index.html at build time", () => {
  const css = chakraGlobalCss(createAppSystem());

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

  it('is not written again by the app: its provider gets a system without it', () => {
    expect(appSystem()._global).toEqual([]);
    expect(createAppSystem()._global.length).toBeGreaterThan(0);
    // Recipes still go to their cascade layer.
    expect(JSON.stringify(appSystem().getRecipeFn('button')({ size: 'md' }))).not.toBe('{}');
  });
});
