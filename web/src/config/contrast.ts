import { DARK_SCALES, DARK_WHITE, LIGHT_SCALES } from './dark-palette';

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** WCAG contrast ratio of two #rrggbb colours (small text needs 4.5:1). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A colour token (`white`, `orange.700`) as the light or the dark palette draws it. */
export function tokenHex(token: string, mode: 'light' | 'dark'): string {
  if (token === 'white') return mode === 'dark' ? DARK_WHITE : '#ffffff';
  const [scale, shade] = token.split('.');
  const hex = (mode === 'dark' ? DARK_SCALES : LIGHT_SCALES)[scale!]?.[shade!];
  if (!hex) throw new Error(`no colour token ${token}`);
  return hex;
}

/** The contrast of a badge's text on its background, in light or dark mode. */
export const badgeContrast = ({ bg, color }: { bg: string; color: string }, mode: 'light' | 'dark') =>
  contrastRatio(tokenHex(color, mode), tokenHex(bg, mode));
