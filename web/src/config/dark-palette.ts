import { semanticTokens, tokens } from '@chakra-ui/react/theme';
import { brand, trailOrange } from './palette';

/**
 * Dark mode by flipping the palette, not the components (decision 031): under
 * `html[data-color-mode="dark"]` every colour token's CSS variable gets a dark-mode value, so the
 * ~120 components that say `bg="white"`, `color="gray.800"` or `bg="green.100"` turn dark with no
 * edit. Light tints become deep shades and deep shades light tints (each scale mirrored: 50 <-> 950,
 * 100 <-> 900 ... 500 stays), so a pair that contrasts in light mode still contrasts in dark mode:
 * green.800 text on green.100 becomes green.200 on green.900, white text on a brand.700 button
 * becomes near-black on brand.300. Semantic tokens (`fg`, `bg.panel`, `colorPalette.solid`) keep
 * their light-mode references and follow. This is CSS written into index.html at build time
 * (vite.config.ts), so it costs no JavaScript and applies before the first paint.
 *
 * A subtree whose colours sit on a fixed dark picture (the hero's gradient, the footer, a play
 * button over a thumbnail) takes `className="light"`: the light palette is restored inside it.
 */
export const DARK_SELECTOR = 'html[data-color-mode="dark"]';

type Scale = Record<string, string>;

const valuesOf = (group: Record<string, { value: string }>): Scale =>
  Object.fromEntries(Object.entries(group).map(([shade, t]) => [shade, t.value]));

const chakraColors = tokens.colors as unknown as Record<string, Record<string, { value: string }> & { value?: string }>;

/** Light-mode scales, by token name. Chakra's and the app's. */
export const LIGHT_SCALES: Record<string, Scale> = {
  ...Object.fromEntries(
    ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'].map((name) => [
      name,
      valuesOf(chakraColors[name]!),
    ]),
  ),
  brand,
  trail: trailOrange,
};

/**
 * The neutral scale is chosen by hand rather than mirrored: page (gray.50), panel (white), muted
 * fill (gray.100) and border (gray.200) must stay distinct steps, and the text greys
 * (gray.500 up) must read at 4.5:1 on all three.
 */
const DARK_GRAY: Scale = {
  50: '#111114',
  100: '#26262c',
  200: '#36363e',
  300: '#4a4a53',
  400: '#6b6b76',
  500: '#9a9aa5',
  600: '#b1b1bb',
  700: '#c9c9d1',
  800: '#dfdfe5',
  900: '#eeeef2',
  950: '#f8f8fa',
};
/** What `white` (cards, panels, inputs) and `black` (Chakra's `fg`) become. */
export const DARK_WHITE = '#1b1b20';
export const DARK_BLACK = '#fafafa';

const mirror = (scale: Scale): Scale =>
  Object.fromEntries(Object.keys(scale).map((shade) => [shade, scale[String(1000 - Number(shade))] ?? scale[shade]!]));

/** Dark-mode scales, by token name. */
export const DARK_SCALES: Record<string, Scale> = {
  ...Object.fromEntries(Object.entries(LIGHT_SCALES).map(([name, scale]) => [name, mirror(scale)])),
  gray: DARK_GRAY,
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');
/** whiteAlpha (the sticky header's frosted glass, chips over the map) becomes the dark panel colour. */
const alphaOver = (base: string) =>
  Object.fromEntries(
    Object.entries(valuesOf(chakraColors.whiteAlpha!)).map(([shade, v]) => [
      shade,
      v.replace('255, 255, 255', rgb(base)),
    ]),
  );

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const colourVars = (white: string, black: string, scales: Record<string, Scale>, whiteAlpha: Scale) =>
  [
    `--chakra-colors-white:${white}`,
    `--chakra-colors-black:${black}`,
    ...Object.entries({ ...scales, whiteAlpha }).flatMap(([name, scale]) =>
      Object.entries(scale).map(([shade, v]) => `--chakra-colors-${kebab(name)}-${shade}:${v}`),
    ),
  ].join(';');

/** Chakra's own dark shadows (black, with a faint light edge), with their colours written out. */
const darkShadows = () =>
  Object.entries(semanticTokens.shadows as unknown as Record<string, { value: { _dark: string } }>)
    .map(([name, t]) => {
      const value = t.value._dark.replace(/\{(?:colors\.)?([\w.]+)\/(\d+)\}/g, (_, path: string, pct: string) => {
        const [scale, shade] = path.split('.');
        const colour = shade ? LIGHT_SCALES[scale!]![shade]! : (chakraColors[scale!]!.value ?? '#000');
        return `color-mix(in srgb, ${colour} ${pct}%, transparent)`;
      });
      return `--chakra-shadows-${name}:${value}`;
    })
    .join(';');

/** Leaflet's own white boxes (popups, zoom buttons, attribution) drawn from the palette. */
const LEAFLET = `
.leaflet-popup-content-wrapper,.leaflet-popup-tip,.rider-position-control button,.rider-position-control [role=alert]{background:var(--chakra-colors-white);color:var(--chakra-colors-gray-900)}
.leaflet-container a.leaflet-popup-close-button{color:var(--chakra-colors-gray-600)}
.leaflet-bar a,.leaflet-bar a:hover,.leaflet-bar a:focus{background-color:var(--chakra-colors-white);color:var(--chakra-colors-gray-900);border-bottom-color:var(--chakra-colors-gray-200)}
.leaflet-bar a.leaflet-disabled{background-color:var(--chakra-colors-gray-100);color:var(--chakra-colors-gray-500)}
.leaflet-container .leaflet-control-attribution{background:var(--chakra-colors-white-alpha-800);color:var(--chakra-colors-gray-700)}
.leaflet-container .leaflet-control-attribution a{color:var(--chakra-colors-brand-700)}`;

/** The stylesheet vite.config.ts writes into index.html's head. */
export function darkPaletteCss(): string {
  const dark = colourVars(DARK_WHITE, DARK_BLACK, DARK_SCALES, alphaOver(DARK_WHITE));
  const light = colourVars('#ffffff', '#000000', LIGHT_SCALES, valuesOf(chakraColors.whiteAlpha!));
  const leaflet = LEAFLET.trim()
    .split('\n')
    .map((rule) => {
      const [selectors, body] = rule.split('{');
      return `${selectors!
        .split(',')
        .map((s) => `${DARK_SELECTOR} ${s}`)
        .join(',')}{${body}`;
    });
  return [
    `${DARK_SELECTOR}{color-scheme:dark;${dark};${darkShadows()}}`,
    `${DARK_SELECTOR} .light{color-scheme:light;${light}}`,
    ...leaflet,
  ].join('\n');
}
