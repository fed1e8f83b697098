import { describe, expect, it } from 'vitest';
import { byFeaturedOrder, provinceCounts } from './trail-order';

describe('byFeaturedOrder', () => {
  it('sorts by rating (highest first), then by name', () => {
    const routes = [
      { name: 'B', rating: 4.5 },
      { name: 'C', rating: 4.9 },
      { name: 'A', rating: 4.5 },
    ];
    expect([...routes].sort(byFeaturedOrder).map((r) => r.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('provinceCounts', () => {
  it('counts trails per province, skipping provinces without trails', () => {
    const routes = [{ province: 'Western Cape' }, { province: 'Gauteng' }, { province: 'Western Cape' }];
    expect(provinceCounts(routes)).toEqual([
      { province: 'Gauteng', count: 1 },
      { province: 'Western Cape', count: 2 },
    ]);
  });
});
