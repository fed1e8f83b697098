import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { appGlobalCss } from '../src/config/global-styles';
import { createAppSystem, mergeAppConfig, themeConfig } from '../src/config/theme';
import { makeTokenSnapshot, patchSystem, patchTokenDictionary, type TokenSnapshot } from '../src/config/token-snapshot';

/**
 * Chakra's styled-system as the browser's build has it: its files copied beside node_modules (so
 * Chakra's own imports resolve) with the build's two patches applied (vite.config.ts).
 */
const chakraEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm');
const copy = path.join(chakraEsm, `../../../../.cache/token-snapshot-test-${process.pid}`);

type CreateSystem = (...configs: object[]) => SystemContext;
let createPatchedSystem: CreateSystem;

beforeAll(async () => {
  mkdirSync(copy, { recursive: true });
  writeFileSync(path.join(copy, 'package.json'), '{"type":"module"}');
  for (const part of ['styled-system', 'utils', 'create-context.js', 'merge-props.js', 'merge-refs.js']) {
    cpSync(path.join(chakraEsm, part), path.join(copy, part), { recursive: true });
  }
  const patch = (file: string, fn: (code: string) => string) =>
    writeFileSync(path.join(copy, file), fn(readFileSync(path.join(copy, file), 'utf8')));
  patch('styled-system/token-dictionary.js', patchTokenDictionary);
  patch('styled-system/system.js', patchSystem);
  const url = pathToFileURL(path.join(copy, 'styled-system/system.js')).href;
  ({ createSystem: createPatchedSystem } = (await import(/* @vite-ignore */ url)) as { createSystem: CreateSystem });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** What a system writes: its global stylesheet (token variables included) and styles the app uses. */
function output(system: SystemContext) {
  const styles = [
    { color: 'brand.700', bg: { base: 'gray.50', _dark: 'gray.900' }, px: '4', mt: '-2', borderRadius: 'xl' },
    { colorPalette: 'trail', bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'border' },
    { color: 'fg.muted', bg: 'bg.subtle', shadow: 'md', fontSize: { base: 'sm', md: 'lg' }, w: 'breakpoint-md' },
    { textStyle: 'xl', layerStyle: 'fill.subtle', animationStyle: 'slide-fade-in', focusRing: 'outside' },
    { colorPalette: 'red', color: 'colorPalette.fg', outlineColor: 'colorPalette.focusRing/40' },
  ];
  const button = system.cva(system.getRecipe('button'));
  const alert = system.sva(system.getSlotRecipe('alert'));
  return {
    global: system._global,
    css: styles.map((style) => system.css(style)),
    button: ['solid', 'outline', 'ghost'].map((variant) => button({ variant, size: 'sm' })),
    alert: alert({ status: 'warning', variant: 'subtle' }),
    tokens: [system.token('colors.brand.500'), system.token.var('spacing.4'), system.token('sizes.breakpoint-md')],
    categories: ['colors', 'spacing', 'sizes', 'radii', 'shadows'].map((c) => system.tokens.getCategoryValues(c)),
    cssVars: [...system.tokens.cssVarMap].map(([condition, vars]) => [condition, [...vars]]),
    palettes: [...system.tokens.colorPaletteMap].map(([name, vars]) => [name, [...vars]]),
    byName: [...system.tokens.tokenMap].map(([name, token]) => [name, token.value, token.extensions.cssVar?.ref]),
    flat: [...system.tokens.flatMap],
  };
}

describe("the build's token snapshot", () => {
  let snapshot: TokenSnapshot;
  beforeAll(() => {
    snapshot = makeTokenSnapshot(createAppSystem());
  });

  it("holds the theme's tokens, each name pointing at one of them", () => {
    expect(snapshot.tokens.length).toBeGreaterThan(500);
    expect(snapshot.names.every(([, i]) => i >= 0 && i < snapshot.tokens.length)).toBe(true);
    expect(snapshot.names.map(([name]) => name)).toContain('colors.brand.700');
  });

  it('gives a system that writes exactly what one Chakra builds itself writes', () => {
    // The global styles too, as the build writes them into index.html (createAppSystem).
    const globals = { globalCss: appGlobalCss() };
    const built = output(createPatchedSystem(defaultBaseConfig, themeConfig, globals));
    const restored = output(
      createPatchedSystem(defaultBaseConfig, themeConfig, globals, {
        tokenSnapshot: () => JSON.parse(JSON.stringify(snapshot)),
      }),
    );
    expect(restored).toEqual(built);
    // And the patched code without a snapshot is Chakra's own.
    expect(built).toEqual(output(createAppSystem()));
    expect(JSON.stringify(built.global)).toContain('--chakra-colors-brand-700');
  });

  it('takes a config merged beforehand as it is, and writes the same as from the parts', () => {
    const premerged = mergeAppConfig(JSON.parse(JSON.stringify(snapshot)) as TokenSnapshot);
    const system = createPatchedSystem(premerged);
    // Not merged again: the system keeps the very config it was given.
    expect(system._config).toBe(premerged);
    // The token definitions are the theme's own, not a copy: the snapshot stands in for them.
    expect(premerged.theme?.tokens).toBe(themeConfig.theme?.tokens);
    expect(premerged.theme?.semanticTokens).toBe(themeConfig.theme?.semanticTokens);
    expect(output(system)).toEqual(output(createPatchedSystem(defaultBaseConfig, themeConfig)));
  });

  it('takes a token dictionary made beforehand, in a task of its own, and writes the same', () => {
    const premerged = mergeAppConfig(JSON.parse(JSON.stringify(snapshot)) as TokenSnapshot);
    const make = (createPatchedSystem as CreateSystem & { tokenDictionary: (config: object) => unknown })
      .tokenDictionary;
    const dictionary = make(premerged);
    const system = createPatchedSystem({ ...premerged, tokenDictionary: () => dictionary });
    expect(system.tokens).toBe(dictionary);
    expect(output(system)).toEqual(output(createPatchedSystem(defaultBaseConfig, themeConfig)));
  });

  it('refuses a Chakra whose files no longer look as the patches expect', () => {
    expect(() => patchTokenDictionary('function createTokenDictionary() {}')).toThrow(/decision 037/);
    expect(() => patchSystem('function createSystem() {}')).toThrow(/decision 037/);
  });
});
