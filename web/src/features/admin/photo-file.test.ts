import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-file';

describe('photoFileProblem', () => {
  it('accepts a JPEG, PNG or WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
    }
  });

  it('names what is wrong before anything is sent', () => {
    expect(photoFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('Choose a JPEG, PNG or WebP picture.');
    expect(photoFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toMatch(/larger than 2 MB/);
  });
});
