import { describe, expect, it } from 'vitest';
import { trailCountClaim, trailCountFigure } from './trail-count';

describe('the about page trail count', () => {
  it('claims "over 80" until the real count beats it', () => {
    expect(trailCountClaim(undefined)).toBe('over 80');
    expect(trailCountClaim(51)).toBe('over 80');
    expect(trailCountClaim(80)).toBe('over 80');
    expect(trailCountClaim(89)).toBe('89');
    expect(trailCountFigure(undefined)).toBe('80+');
    expect(trailCountFigure(112)).toBe('112');
  });
});
