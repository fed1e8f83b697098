import { TILE_CACHE } from '../config/pwa';
import type { TrailDb } from './db';
import { loadDb } from './device-db';

/** Whether an error (Dexie's, the browser's DOMException or one it wraps) means the disk is full. */
export function isQuotaError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = (e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Frees what can be fetched again, never what the rider chose to keep: the map tiles cached while
 * browsing, and the weather, forecasts and reviews saved for trails that are neither favourites
 * nor saved. Favourites, saved routes and the trail catalogue stay.
 */
export async function freeUpSpace(db?: TrailDb): Promise<void> {
  db ??= await loadDb();
  if (typeof caches !== 'undefined') await caches.delete(TILE_CACHE).catch(() => false);
  const keep = new Set<number>([
    ...(await db.favorites.toCollection().primaryKeys()),
    ...(await db.savedRoutes.toCollection().primaryKeys()),
  ]);
  const notKept = (routeId: number) => !keep.has(routeId);
  await db.weather.filter((w) => notKept(w.routeId)).delete();
  await db.forecasts.filter((f) => notKept(f.routeId)).delete();
  await db.reviews.filter((r) => notKept(r.routeId)).delete();
}

/** Runs a write; when the disk is full, frees space once and tries again. */
export async function withQuotaRetry<T>(write: () => Promise<T>, db?: TrailDb): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isQuotaError(err)) throw err;
    console.warn('Storage is full; clearing cached map tiles and weather, then trying again', err);
    await freeUpSpace(db).catch((e: unknown) => console.warn('Could not free storage', e));
    return write();
  }
}
