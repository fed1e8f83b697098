import { describe, expect, it } from 'vitest';
import { trailPageTitle } from './trail-title.js';

describe('trailPageTitle', () => {
  it('names the trail, then what and where it is', () => {
    expect(trailPageTitle({ name: 'Tokai Forest MTB Trails', province: 'Western Cape' })).toBe(
      'Tokai Forest MTB Trails | Mountain bike trail in Western Cape',
    );
  });
});
