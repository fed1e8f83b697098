import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { matchesFilters, nearestTrails } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';
import { useNearMeStore } from '../../../lib/near-me-store';
import { byFeaturedOrder } from '../trail-order';
import { useFilterStore } from '../store';

// The last list read, so returning to the home page renders at once (and Back can restore
// the scroll position) instead of flashing skeletons while IndexedDB is read again.
let lastKnown: Trail[] | undefined;

/** Every trail on this device, in featured order; undefined until IndexedDB is first read. */
export function useAllTrails(): Trail[] | undefined {
  return useLiveQuery(
    async () => {
      lastKnown = (await db.routes.toArray()).sort(byFeaturedOrder);
      return lastKnown;
    },
    [],
    lastKnown,
  );
}

/** A trail with its distance from the rider when "near me" is on (the card shows it). */
export type ListedTrail = Trail & { distanceKm?: number };

/**
 * The trails that pass the current filters (the list and the map share this); with a near-me
 * origin, nearest first and within the radius, from the device's own copy (works offline).
 */
export function useFilteredTrails(all: Trail[] | undefined): ListedTrail[] | undefined {
  const filters = useFilterStore((s) => s.filters);
  const origin = useNearMeStore((s) => s.origin);
  const radiusKm = useNearMeStore((s) => s.radiusKm);
  return useMemo(() => {
    const matching = all?.filter((r) => matchesFilters(r, filters));
    return matching && origin ? nearestTrails(matching, origin, radiusKm) : matching;
  }, [all, filters, origin, radiusKm]);
}
