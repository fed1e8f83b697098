import type { Trail } from '@trailfinder/shared-types';

export interface FavoritesSummary {
  count: number;
  /** Total distance in km, rounded to a whole number. */
  totalKm: number;
  /** Number of distinct provinces. */
  provinces: number;
}

export function summariseFavorites(trails: readonly Pick<Trail, 'distance' | 'province'>[]): FavoritesSummary {
  const total = trails.reduce((sum, t) => sum + (Number.isFinite(t.distance) ? t.distance : 0), 0);
  return {
    count: trails.length,
    totalKm: Math.round(total),
    provinces: new Set(trails.map((t) => t.province).filter(Boolean)).size,
  };
}

/** Favourite ids in favourite order (newest first), kept only when the trail still exists. */
export function existingFavoriteTrails<T extends { id: number }>(
  favoriteIds: readonly number[],
  trails: readonly (T | undefined)[],
): T[] {
  const byId = new Map(trails.filter((t): t is T => t !== undefined).map((t) => [t.id, t]));
  return favoriteIds.map((id) => byId.get(id)).filter((t): t is T => t !== undefined);
}
