import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url';

describe('safeExternalUrl', () => {
  it('keeps http(s) addresses and drops anything else', () => {
    expect(safeExternalUrl('https://www.cape-epic.com')).toBe('https://www.cape-epic.com/');
    expect(safeExternalUrl('http://example.org/enter?x=1')).toBe('http://example.org/enter?x=1');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('www.example.org')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
  });
});
