import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTrailhead } from './coordinates';

afterEach(() => vi.restoreAllMocks());

describe('parseTrailhead', () => {
  it('returns the first pair of a coordinate list', () => {
    expect(parseTrailhead('[[-33.9632, 18.9263], [-33.97, 18.93]]')).toEqual([-33.9632, 18.9263]);
  });

  it.each([
    ['empty text', ''],
    ['not JSON', 'abc'],
    ['an empty list', '[]'],
    ['a flat pair instead of a list of pairs', '[-33.9, 18.9]'],
    ['numbers as strings', '[["-33.9", "18.9"]]'],
    ['a single number', '[[-33.9]]'],
    ['null', 'null'],
    ['out of range', '[[-133.9, 18.9]]'],
  ])('gives no trailhead for %s and only logs', (_label, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseTrailhead(text, 5)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('tolerates a missing value', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseTrailhead(null)).toBeNull();
  });
});
