import type { CSSProperties } from 'react';

/**
 * A Chakra colour token ('green.700', 'white') as its CSS variable, so a plain element's colours
 * follow the theme and the dark palette (config/dark-palette.ts flips the variables). Anything
 * that is not a token name (a hex value, a `var()`) is returned as it is.
 */
export function tokenColour(token: string): string {
  return /^[a-z]+(\.\d+)?$/i.test(token) ? `var(--chakra-colors-${token.replace('.', '-')})` : token;
}

/** Inline colours of a badge, from the colour modules (badge-colours.ts): no style resolved at run time. */
export const badgeStyle = (colours: { bg: string; color: string }): CSSProperties => ({
  background: tokenColour(colours.bg),
  color: tokenColour(colours.color),
});
