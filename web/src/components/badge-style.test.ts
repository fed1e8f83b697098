import { describe, expect, it } from 'vitest';
import { badgeStyle, tokenColour } from './badge-style';

describe('tokenColour', () => {
  it('names the CSS variable of a palette shade or a plain colour token', () => {
    expect(tokenColour('green.700')).toBe('var(--chakra-colors-green-700)');
    expect(tokenColour('white')).toBe('var(--chakra-colors-white)');
  });
  it('leaves a colour value as it is', () => {
    expect(tokenColour('#123456')).toBe('#123456');
    expect(tokenColour('var(--x)')).toBe('var(--x)');
  });
  it('gives a badge its background and text colours', () => {
    expect(badgeStyle({ bg: 'red.100', color: 'red.800' })).toEqual({
      background: 'var(--chakra-colors-red-100)',
      color: 'var(--chakra-colors-red-800)',
    });
  });
});
