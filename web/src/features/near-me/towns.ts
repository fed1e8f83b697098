import { trailheadOf, type Position } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { byName } from '@trailfinder/shared-types/rules';

export interface Town extends Position {
  name: string;
}

/**
 * Towns to measure from when the rider does not share a location: the towns the device's own
 * trails name, each placed at the middle of its trailheads (no coordinates made up, and offline).
 */
export function townsFromTrails(trails: readonly Trail[]): Town[] {
  const sums = new Map<string, { lat: number; lng: number; n: number; name: string }>();
  for (const t of trails) {
    const head = trailheadOf(t.coordinates);
    const name = t.location.trim();
    if (!head || !name) continue;
    const key = name.toLowerCase();
    const s = sums.get(key) ?? { lat: 0, lng: 0, n: 0, name };
    s.lat += head.lat;
    s.lng += head.lng;
    s.n++;
    sums.set(key, s);
  }
  return [...sums.values()]
    .map((s) => ({ name: s.name, lat: s.lat / s.n, lng: s.lng / s.n }))
    .sort((a, b) => byName(a.name, b.name));
}
