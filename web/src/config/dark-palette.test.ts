import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast, luminance, tokenHex } from './contrast';
import { DARK_SCALES, DARK_SELECTOR, DARK_WHITE, darkPaletteCss, LIGHT_SCALES } from './dark-palette';

/** A token as dark mode draws it. */
const dark = (token: string) => tokenHex(token, 'dark');

/** Text on background, as the components pair them (body text, links, buttons, badges). */
const PAIRS: [text: string, bg: string][] = [
  ...['gray.600', 'gray.700', 'gray.800', 'gray.900', 'gray.500'].flatMap((t) =>
    ['white', 'gray.50', 'gray.100'].map((bg): [string, string] => [t, bg]),
  ),
  ['brand.700', 'white'],
  ['brand.800', 'white'],
  ['brand.700', 'gray.50'],
  ['brand.800', 'brand.50'],
  ['white', 'brand.600'],
  ['white', 'brand.700'],
  ['white', 'brand.800'],
  ['white', 'trail.700'],
  ['white', 'red.700'],
  ['white', 'red.600'],
  ['white', 'green.700'],
  ['white', 'orange.600'],
  ['white', 'gray.600'],
  ['white', 'gray.700'],
  ['gray.900', 'yellow.300'],
  ['green.800', 'green.100'],
  ['red.800', 'red.100'],
  ['red.700', 'red.50'],
  ['yellow.900', 'yellow.100'],
  ['orange.800', 'orange.100'],
  ['blue.800', 'blue.100'],
  ['purple.800', 'purple.100'],
];

describe('the dark palette', () => {
  it.each(PAIRS)('%s on %s reads at 4.5:1 or more', (text, bg) => {
    expect(contrast(dark(text), dark(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('turns the surfaces dark: page, panels, muted fills and borders in distinct steps', () => {
    const steps = ['gray.50', 'white', 'gray.100', 'gray.200'].map((t) => luminance(dark(t)));
    expect(steps.every((l) => l < 0.05)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('gives every shade of every scale a dark value, in the stylesheet index.html gets', () => {
    const css = darkPaletteCss();
    for (const [name, scale] of Object.entries(LIGHT_SCALES)) {
      for (const shade of Object.keys(scale)) {
        expect(css).toContain(`--chakra-colors-${name}-${shade}:${DARK_SCALES[name]![shade]}`);
        // ...and a subtree marked `light` gets the light value back.
        expect(css).toContain(`--chakra-colors-${name}-${shade}:${scale[shade]}`);
      }
    }
    expect(css.startsWith(`${DARK_SELECTOR}{color-scheme:dark;--chakra-colors-white:${DARK_WHITE}`)).toBe(true);
    expect(css).toContain(`${DARK_SELECTOR} .light{color-scheme:light;--chakra-colors-white:#ffffff`);
    // Shadows stay shadows: no light-coloured glow from the flipped greys.
    expect(css).toMatch(/--chakra-shadows-md:0px 4px 8px color-mix\(in srgb, #09090b 64%, transparent\)/i);
  });
});
