import { describe, expect, it } from 'vitest';
import { existingFavoriteTrails, summariseFavorites } from './favorites-summary';

describe('favourites summary', () => {
  it('counts trails, rounds the total distance and counts distinct provinces', () => {
    expect(
      summariseFavorites([
        { distance: 18.4, province: 'Western Cape' },
        { distance: 12.3, province: 'Western Cape' },
        { distance: 30, province: 'Gauteng' },
      ]),
    ).toEqual({ count: 3, totalKm: 61, provinces: 2 });
    expect(summariseFavorites([])).toEqual({ count: 0, totalKm: 0, provinces: 0 });
  });

  it('keeps favourites whose trail still exists, in favourite order', () => {
    const trails = [{ id: 2 }, undefined, { id: 9 }];
    expect(existingFavoriteTrails([9, 5, 2], trails).map((t) => t.id)).toEqual([9, 2]);
  });
});
