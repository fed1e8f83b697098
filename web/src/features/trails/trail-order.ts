import type { Trail } from '@trailfinder/shared-types';
import { byName } from '@trailfinder/shared-types/rules';

/**
 * The order of the routes list ("Featured Routes" and filtered results alike): highest rated
 * first, then by name, so the list is stable between syncs.
 */
export function byFeaturedOrder(a: Pick<Trail, 'rating' | 'name'>, b: Pick<Trail, 'rating' | 'name'>): number {
  return b.rating - a.rating || byName(a.name, b.name);
}

/** Trail count per province, only provinces that have trails, alphabetical. */
export function provinceCounts(routes: ReadonlyArray<Pick<Trail, 'province'>>): { province: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of routes) counts.set(r.province, (counts.get(r.province) ?? 0) + 1);
  return [...counts.entries()]
    .map(([province, count]) => ({ province, count }))
    .sort((a, b) => byName(a.province, b.province));
}
