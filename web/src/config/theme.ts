import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
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
import { appGlobalCss } from './global-styles';
import { brand, trailOrange } from './palette';

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

/** The app's theme. */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  // Its global styles are `appGlobalCss` (global-styles.ts).
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
 * The system the app renders with, on the server and in the browser: Chakra's base config and the
 * theme above, made by `createSystem` as documented. Its global styles (reset, global styles, the
 * tokens' CSS variables) are written by `ChakraProvider`; the server's render carries them in the
 * page's head (entry-server.tsx) and Emotion's cache in the browser picks that tag up.
 */
export const appSystem = createSystem(defaultBaseConfig, themeConfig, { globalCss: appGlobalCss() });
