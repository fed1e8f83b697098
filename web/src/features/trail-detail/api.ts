import { queryOptions } from '@tanstack/react-query';
import type { Trail } from '@trailfinder/shared-types';
import { getJson, HttpError } from '../../lib/api-client';
import { keepOnDevice, loadDb } from '../../lib/device-db';
import { META } from '../../lib/meta';
import { FRESHNESS } from '../../lib/query/freshness';
import { queryKeys } from '../../lib/query/query-keys';

export const isNotFound = (err: unknown) => err instanceof HttpError && err.status === 404;

/**
 * GET /api/routes/:id; a found trail is also stored in Dexie so it opens off-grid next time. A 404
 * means this device's list is out of date: it is cleared (see forgetStaleTrail).
 */
async function fetchTrail(id: number): Promise<Trail> {
  let trail: Trail;
  try {
    trail = await getJson<Trail>(`/api/routes/${id}`);
  } catch (err) {
    console.warn(isNotFound(err) ? 'Route not found' : 'Failed to fetch route', err);
    if (isNotFound(err))
      void forgetStaleTrail(id).catch((e: unknown) => console.warn('Could not clear the cached trails', e));
    throw err;
  }
  await keepOnDevice('trail', (db) => db.routes.put(trail));
  return trail;
}

/** One trail from the server, for a link opened before the device holds it (up to 2 retries, none on 404). */
export const trailQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.trail(id), queryFn: () => fetchTrail(id), ...FRESHNESS.trail });

/**
 * A 404 means this device's trail list is out of date (the database was updated): drop the
 * trail if the device still holds it and forget the sync cursor, so the next sync is a full one
 * that replaces the cached list (a 404 clears cached route lists). A sync already
 * running finishes first, so it cannot write its cursor back afterwards.
 */
export async function forgetStaleTrail(id: number): Promise<void> {
  const { syncNow } = await loadSyncEngine();
  await syncNow();
  const db = await loadDb();
  await db.transaction('rw', [db.routes, db.meta], async () => {
    await db.routes.delete(id);
    await db.meta.delete(META.cursor);
  });
  void syncNow();
}

/** Refresh & Browse: clears the cached trails and the sync state, then syncs afresh. */
export async function clearCachedTrails(): Promise<void> {
  const { syncNow } = await loadSyncEngine();
  await syncNow(); // let a running sync land first, or it would refill the table after the clear
  const db = await loadDb();
  await db.transaction('rw', [db.routes, db.meta], async () => {
    await db.routes.clear();
    await db.meta.bulkDelete([META.cursor, META.lastSyncedAt]);
  });
  void syncNow();
}

/** The sync engine is loaded by the app at start (app/providers.tsx), not with the trail page. */
const loadSyncEngine = () => import('../../lib/sync-engine');
