/**
 * "What is near me": straight-line distance from the rider to each trailhead, nearest first. Zod-free,
 * so the API's `?near=` and the phone's offline list sort and cut by radius the same way.
 */
import { haversineM } from './haversine.js';

/** The radius filter's choices, km (issue 14). */
export const NEAR_RADII_KM = [10, 25, 50, 100] as const;
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number];
/** The largest radius the API accepts: further than the length of South Africa is not "near". */
export const NEAR_MAX_RADIUS_KM = 2000;

export interface Position {
  lat: number;
  lng: number;
}

/** The first [lat, lng] pair of a trail's coordinates text; null when it is not two real numbers in range. */
export function trailheadOf(coordinates: string): Position | null {
  let value: unknown;
  try {
    value = JSON.parse(coordinates);
  } catch {
    return null;
  }
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  if (!Array.isArray(first) || first.length < 2) return null;
  const [lat, lng] = first as unknown[];
  const ok = (v: unknown, limit: number): v is number =>
    typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
  return ok(lat, 90) && ok(lng, 180) ? { lat, lng } : null;
}

/** Kilometres, one decimal: a chip says "12.4 km", never a false precision. */
export function distanceKm(from: Position, to: Position): number {
  return Math.round(haversineM(from.lat, from.lng, to.lat, to.lng) / 100) / 10;
}

/**
 * Trails with their distance from `from`, nearest first (ties by id), cut at `radiusKm` when given.
 * A trail without a usable trailhead has no distance and is left out.
 */
export function nearestTrails<T extends { id: number; coordinates: string }>(
  trails: readonly T[],
  from: Position,
  radiusKm?: number | null,
  /** Where a trail starts; a caller with thousands of trails passes a cached lookup. */
  headOf: (trail: T) => Position | null = (t) => trailheadOf(t.coordinates),
): (T & { distanceKm: number })[] {
  const out: (T & { distanceKm: number })[] = [];
  for (const t of trails) {
    const head = headOf(t);
    if (!head) continue;
    const d = distanceKm(from, head);
    if (radiusKm == null || d <= radiusKm) out.push({ ...t, distanceKm: d });
  }
  return out.sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}

/** "850 m" under 1 km, "12.4 km" under 100 km, whole km beyond. */
export function formatDistanceKm(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}
