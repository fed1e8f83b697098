import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../../lib/use-live-query';
import { matchesFilters, nearestTrails } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { loadDevice } from '../../../lib/device-db';
import { usePageSeed } from '../../../lib/page-seed';
import { useNearMeStore } from '../../../lib/near-me-store';
import { byFeaturedOrder } from '../trail-order';
import { useFilterStore } from '../store';

// The last list read, so returning to the home page renders at once (and Back can restore
// the scroll position) instead of flashing skeletons while IndexedDB is read again.
let lastKnown: Trail[] | undefined;

/**
 * `next` with each trail that did not change since `previous` (same id and updatedAt) kept as the
 * object it was, and `previous` itself when nothing changed: the first sync, which stores the same
 * trails the server rendered, then re-renders no card (they are memoised on the trail object).
 */
export function keepUnchanged(next: Trail[], previous: Trail[] | undefined): Trail[] {
  if (!previous) return next;
  const before = new Map(previous.map((t) => [t.id, t]));
  let same = next.length === previous.length;
  const kept = next.map((t, i) => {
    const old = before.get(t.id);
    const keep = old !== undefined && old.updatedAt === t.updatedAt;
    if (!keep || previous[i] !== old) same = false;
    return keep ? old : t;
  });
  return same ? previous : kept;
}

/** The device's trails in featured order, kept as `lastKnown` (unchanged trails stay the same objects). */
function remember(stored: readonly Trail[], previous: Trail[] | undefined): Trail[] {
  lastKnown = keepUnchanged([...stored].sort(byFeaturedOrder), previous);
  return lastKnown;
}

/** How long the early read stays shared after it answered: the page's live queries join it by then. */
const EARLY_READ_KEPT_MS = 10_000;

/**
 * Starts reading every trail on this device while the app's code is still starting, for a home
 * page the server did not render (no seed: a catalogue too large to send in the page). It is the
 * very query useAllTrails makes, so Dexie's live-query cache hands them this read instead of a
 * second one, and the list and the map render with the trails in their first render instead of
 * after it. The hooks stay the one way the trails are read.
 */
export function startEarlyTrailRead(): void {
  if (typeof indexedDB === 'undefined') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A failing load or read is the hooks' to report: they make it again.
  loadDevice().then(
    ({ db, liveQuery }) => {
      const subscription = liveQuery(() => db.routes.toArray()).subscribe({
        next: (stored) => {
          if (stored.length > 0) remember(stored, lastKnown);
          timer ??= setTimeout(() => subscription.unsubscribe(), EARLY_READ_KEPT_MS);
        },
        error: () => subscription.unsubscribe(),
      });
    },
    () => undefined,
  );
}

/**
 * Every trail on this device, in featured order; undefined until IndexedDB is first read. On a
 * server-rendered page the trails the server rendered stand in until the device holds its own copy
 * (a first visit's sync), so the page hydrates with the same cards and none of them flash.
 */
export function useAllTrails(): Trail[] | undefined {
  const seed = usePageSeed().trails;
  const seeded = useMemo(() => seed?.slice().sort(byFeaturedOrder), [seed]);
  return useLiveQuery(
    async (db) => {
      const stored = await db.routes.toArray();
      if (stored.length === 0 && seeded?.length) return seeded;
      return remember(stored, lastKnown ?? seeded);
    },
    [seeded],
    lastKnown ?? seeded,
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
  const minute = useMinuteWhile(filters.openNow);
  return useMemo(() => {
    const matching = all?.filter((r) => matchesFilters(r, filters, minute ?? Date.now()));
    return matching && origin ? nearestTrails(matching, origin, radiusKm) : matching;
  }, [all, filters, origin, radiusKm, minute]);
}

/** "Open now" changes with the clock: the time, to the minute, while `on` (else undefined). */
function useMinuteWhile(on: boolean): number | undefined {
  const [minute, setMinute] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!on) return setMinute(undefined);
    const tick = () => setMinute(Math.floor(Date.now() / 60_000) * 60_000);
    tick();
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, [on]);
  return minute;
}
