import type { Route } from '@trailfinder/shared-types';
import { getJson, HttpError } from '../../lib/api-client';
import { db } from '../../lib/db';
import { META } from '../../lib/meta';
import { syncNow } from '../../lib/sync-engine';

/** A failed GET /api/routes/:id: 'Route not found' for 404, else 'Failed to fetch route' (spec 8). */
export class TrailFetchError extends Error {
  constructor(
    readonly status: number | null,
    cause: unknown,
  ) {
    super(status === 404 ? 'Route not found' : 'Failed to fetch route', { cause });
    this.name = 'TrailFetchError';
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

/** GET /api/routes/:id; a found trail is also stored in Dexie so it opens off-grid next time. */
export async function fetchTrail(id: number): Promise<Route> {
  let route: Route;
  try {
    route = await getJson<Route>(`/api/routes/${id}`);
  } catch (err) {
    throw new TrailFetchError(err instanceof HttpError ? err.status : null, err);
  }
  await db.routes.put(route).catch((err: unknown) => console.warn('Could not keep the trail on this device', err));
  return route;
}

/**
 * A 404 means this device's trail list is out of date (the database was updated): drop the
 * trail if the device still holds it and forget the sync cursor, so the next sync is a full one
 * that replaces the cached list (spec 4: a 404 clears cached route lists). A sync already
 * running finishes first, so it cannot write its cursor back afterwards.
 */
export async function forgetStaleTrail(id: number): Promise<void> {
  await syncNow();
  await db.transaction('rw', [db.routes, db.meta], async () => {
    await db.routes.delete(id);
    await db.meta.delete(META.cursor);
  });
  void syncNow();
}

/** Refresh & Browse: clears the cached trails and the sync state, then syncs afresh. */
export async function clearCachedTrails(): Promise<void> {
  await syncNow(); // let a running sync land first, or it would refill the table after the clear
  await db.transaction('rw', [db.routes, db.meta], async () => {
    await db.routes.clear();
    await db.meta.bulkDelete([META.cursor, META.lastSyncedAt]);
  });
  void syncNow();
}
