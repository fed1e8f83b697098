/** The catalogue's totals as /api/stats answers them and the stats strip shows them off-grid. */
export interface TrailTotals {
  totalRoutes: number;
  /** Kilometres, to one decimal. */
  totalDistance: number;
  /** Mean rating of the trails, to one decimal; 0 without trails. */
  averageRating: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Computed the same way from the server's catalogue and from the device's copy. */
export function trailTotals(trails: readonly { distance: number; rating: number }[]): TrailTotals {
  const totalDistance = trails.reduce((sum, t) => sum + t.distance, 0);
  const ratingSum = trails.reduce((sum, t) => sum + t.rating, 0);
  return {
    totalRoutes: trails.length,
    totalDistance: oneDecimal(totalDistance),
    averageRating: trails.length ? oneDecimal(ratingSum / trails.length) : 0,
  };
}

/** How many provinces have at least one trail: the "Provinces" figure, measured. */
export function provincesWithTrails(trails: readonly { province: string }[]): number {
  return new Set(trails.map((t) => t.province).filter(Boolean)).size;
}

/** The dashboard shows the total distance as whole kilometres: '1867km'. */
export const formatAdminDistance = (km: number): string => `${Math.round(km)}km`;
