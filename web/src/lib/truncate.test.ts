import { describe, expect, it } from 'vitest';
import { isTruncated, truncate } from './truncate';

describe('truncate', () => {
  it('leaves text within the limit unchanged', () => {
    expect(truncate('Short and sweet.', 100)).toBe('Short and sweet.');
    const exactly = 'x'.repeat(120);
    expect(truncate(exactly, 120)).toBe(exactly);
    expect(isTruncated(exactly, 120)).toBe(false);
  });

  it('cuts long text at a word boundary and adds an ellipsis', () => {
    const text =
      'Flowing singletrack through pine forest with sweeping views of the valley and a fast descent back to the car park.';
    const out = truncate(text, 100);
    expect(out.endsWith('...')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(103);
    expect(text.startsWith(out.slice(0, -3))).toBe(true);
    expect(out).not.toMatch(/\s\.\.\.$/);
    expect(isTruncated(text, 100)).toBe(true);
  });

  it('cuts a single long word hard at the limit', () => {
    expect(truncate('a'.repeat(150), 120)).toBe(`${'a'.repeat(120)}...`);
  });
});
