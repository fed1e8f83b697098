import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { once } from '../lib/once';
import { appGlobalCss } from './global-styles';
import { brand, trailOrange } from './palette';
import type { TokenSnapshot } from './token-snapshot';

/**
 * A slice of Chakra's default theme: tokens plus only the recipes this app renders
 * (defaultSystem would ship every recipe, ~30 KB gzip more on the home page).
 * Add a recipe here before using a new recipe-backed component.
 */
const palette = (name: string) => ({
  contrast: { value: 'white' },
  fg: { value: `{colors.${name}.700}` },
  subtle: { value: `{colors.${name}.100}` },
  muted: { value: `{colors.${name}.200}` },
  emphasized: { value: `{colors.${name}.300}` },
  solid: { value: `{colors.${name}.700}` },
  focusRing: { value: `{colors.${name}.600}` },
  border: { value: `{colors.${name}.500}` },
});

const toTokens = (scale: Record<number, string>) =>
  Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, { value: v }]));

/**
 * A thumb's 44 x 44 px for every button, text field and select, whatever its size (the recipes'
 * sm and md are 36 and 40 px tall): small type, full-size target.
 */
const TAP = { minH: '44px' } as const;
const tapButtonRecipe = { ...buttonRecipe, base: { ...buttonRecipe.base, ...TAP, minW: '44px' } };
const tapInputRecipe = { ...inputRecipe, base: { ...inputRecipe.base, ...TAP } };
const tapSelectRecipe = {
  ...nativeSelectSlotRecipe,
  base: { ...nativeSelectSlotRecipe.base, field: { ...nativeSelectSlotRecipe.base?.field, ...TAP } },
};

/** Chakra's colour scales this app never uses: each costs CSS variables made at every start. */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);
const without = <T extends object>(scales: T): T =>
  Object.fromEntries(Object.entries(scales).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/** The app's theme (exported for web/test/token-snapshot.test.ts). */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  // Its global styles are `appGlobalCss` (global-styles.ts), only needed at build time.
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...without(tokens.colors), brand: toTokens(brand), trail: toTokens(trailOrange) },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...without(semanticTokens.colors), brand: palette('brand'), trail: palette('trail') },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: tapButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: tapInputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
      nativeSelect: tapSelectRecipe,
      toast: toastSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      menu: menuSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

/**
 * Chakra's whole system, its global stylesheet included (written into index.html at build time;
 * the browser's system, `appSystem()`, has no global styles to carry).
 * With the build's token snapshot (token-snapshot.ts, decision 037) the tokens are not built again.
 */
export const createAppSystem = (tokens?: TokenSnapshot | null) =>
  createSystem(mergeAppConfig(tokens), { globalCss: appGlobalCss() });

/**
 * Chakra's base config, the theme and the snapshot, merged as `createSystem` would merge them.
 * Marked `premerged`: the build's `createSystem` takes it as it is (token-snapshot.ts), so the
 * browser can merge in one task and build the system in the next. Chakra's own `createSystem`
 * (server, tests, `vite dev`) merges it again, which changes nothing.
 */
export function mergeAppConfig(tokens?: TokenSnapshot | null): SystemConfig {
  if (!tokens) return Object.assign(mergeConfigs(defaultBaseConfig, themeConfig), { premerged: true });
  // With the snapshot the tokens are not built again, so their definitions (three quarters of what
  // the merge copies) are not copied either: the system only lists their categories (decision 045).
  const { tokens: tokenDefinitions, semanticTokens, ...theme } = themeConfig.theme!;
  const merged = mergeConfigs(defaultBaseConfig, { ...themeConfig, theme }, {
    tokenSnapshot: () => tokens,
  } as SystemConfig);
  merged.theme = { ...merged.theme, tokens: tokenDefinitions, semanticTokens };
  return Object.assign(merged, { premerged: true });
}

let mergedConfig: SystemConfig | null = null;

/**
 * The build's token snapshot, for the browser's system (main.tsx): merged with the theme now, the
 * system made by `appSystem()` in a later task.
 */
export function prepareAppConfig(tokens: TokenSnapshot | null): void {
  mergedConfig = mergeAppConfig(tokens);
}

type WithTokenDictionary = typeof createSystem & { tokenDictionary?: (config: SystemConfig) => unknown };

/**
 * The merged config's token dictionary, made now (from the snapshot, its lookup views) so that
 * `appSystem()` takes it in the next task instead of making it too: ~40 of its ~115 ms on a
 * mid-range phone. Only the browser's build of Chakra can (token-snapshot.ts); elsewhere nothing.
 */
export function prepareTokenDictionary(): void {
  const make = (createSystem as WithTokenDictionary).tokenDictionary;
  if (!mergedConfig || !make || !('tokenSnapshot' in mergedConfig)) return;
  const dictionary = make(mergedConfig);
  Object.assign(mergedConfig, { tokenDictionary: () => dictionary });
}

/**
 * The system the app renders with, made on first use: building its tokens is ~30 ms of a mid-range
 * phone's main thread, which the page's start runs as a task of its own (main.tsx) rather than
 * inside the evaluation of every module. Its global stylesheet (reset, global styles, the tokens'
 * CSS variables) is already in index.html's head (vite.config.ts, decision 035), so the provider
 * writes none: `_global` is left empty, and the build makes Chakra compute it only when read.
 */
export const appSystem = once(() => {
  const system = createSystem(mergedConfig ?? mergeAppConfig(null));
  return Object.defineProperties(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  });
});
