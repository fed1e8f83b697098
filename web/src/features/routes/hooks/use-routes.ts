import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { matchesFilters } from '@trailfinder/shared-types/rules';
import type { Route } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';
import { byFeaturedOrder } from '../route-order';
import { useFilterStore } from '../store';

// The last list read, so returning to the home page renders at once (and Back can restore
// the scroll position) instead of flashing skeletons while IndexedDB is read again.
let lastKnown: Route[] | undefined;

/** Every trail on this device, in featured order; undefined until IndexedDB is first read. */
export function useAllRoutes(): Route[] | undefined {
  return useLiveQuery(
    async () => {
      lastKnown = (await db.routes.toArray()).sort(byFeaturedOrder);
      return lastKnown;
    },
    [],
    lastKnown,
  );
}

/** The trails that pass the current filters (the list and the map share this). */
export function useFilteredRoutes(all: Route[] | undefined): Route[] | undefined {
  const filters = useFilterStore((s) => s.filters);
  return useMemo(() => all?.filter((r) => matchesFilters(r, filters)), [all, filters]);
}
