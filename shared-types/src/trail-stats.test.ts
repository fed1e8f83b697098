import { describe, expect, it } from 'vitest';
import { formatAdminDistance, provincesWithTrails, trailTotals } from './trail-stats.js';

describe('trail totals', () => {
  it('counts trails, adds kilometres and averages ratings, to one decimal', () => {
    const totals = trailTotals([
      { distance: 12.34, rating: 4.5 },
      { distance: 20.02, rating: 4 },
      { distance: 7.7, rating: 4.2 },
    ]);
    expect(totals).toEqual({ totalRoutes: 3, totalDistance: 40.1, averageRating: 4.2 });
  });

  it('is all zeros without trails', () => {
    expect(trailTotals([])).toEqual({ totalRoutes: 0, totalDistance: 0, averageRating: 0 });
  });

  it('counts the provinces that have trails, each once', () => {
    expect(provincesWithTrails([{ province: 'Gauteng' }, { province: 'Gauteng' }, { province: 'Limpopo' }])).toBe(2);
    expect(provincesWithTrails([])).toBe(0);
  });

  it("shows the dashboard's distance in whole kilometres", () => {
    expect(formatAdminDistance(1866.6)).toBe('1867km');
    expect(formatAdminDistance(0)).toBe('0km');
  });
});
