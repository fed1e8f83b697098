import { useEffect } from 'react';
import { useSharedLiveQuery } from './use-live-query';
import { loadDb } from './device-db';
import { browserStorage, forgetLegacy, legacyList, readLegacy, type LegacyStore } from './legacy-storage';
import { requestPersistentStorage } from './storage-persistence';
import { withQuotaRetry } from './storage-quota';

/**
 * localStorage key earlier versions kept saved routes under (a JSON list of trail ids). Saved routes
 * now live in Dexie (`savedRoutes`); a list found under this key is moved there once.
 */
export const LEGACY_SAVED_ROUTES_KEY = 'savedRoutes';
const MIGRATED_META_KEY = 'legacySavedRoutesMigrated';

/** Trail ids from the legacy value; anything malformed is ignored (logged only). */
export function parseLegacySavedRoutes(raw: string | null): number[] {
  const ids = legacyList(raw, 'saved routes')
    .map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
  return [...new Set(ids)];
}

/** The same for the legacy saved list: nothing stored under the old key, nothing read or written. */
export async function migrateLegacySavedRoutes(storage: LegacyStore | undefined = browserStorage()): Promise<void> {
  const raw = readLegacy(storage, LEGACY_SAVED_ROUTES_KEY);
  if (raw === null) return;
  const db = await loadDb();
  if (await db.meta.get(MIGRATED_META_KEY)) return;
  const ids = parseLegacySavedRoutes(raw);
  const now = new Date().toISOString();
  await db.transaction('rw', [db.savedRoutes, db.meta], async () => {
    for (const id of ids) if (!(await db.savedRoutes.get(id))) await db.savedRoutes.add({ id, savedAt: now });
    await db.meta.put({ key: MIGRATED_META_KEY, value: now });
  });
  forgetLegacy(storage, LEGACY_SAVED_ROUTES_KEY);
}

let migration: Promise<void> | undefined;

export function ensureLegacySavedRoutesMigrated(): Promise<void> {
  migration ??= migrateLegacySavedRoutes().catch((err: unknown) => console.warn('Saved routes migration failed', err));
  return migration;
}

/** Save Route / Remove from Saved; returns true when the trail is now saved. */
export async function toggleSavedRoute(id: number): Promise<boolean> {
  await ensureLegacySavedRoutesMigrated();
  const db = await loadDb();
  const saved = await withQuotaRetry(() =>
    db.transaction('rw', db.savedRoutes, async () => {
      if (await db.savedRoutes.get(id)) {
        await db.savedRoutes.delete(id);
        return false;
      }
      await db.savedRoutes.add({ id, savedAt: new Date().toISOString() });
      return true;
    }),
  );
  if (saved) requestPersistentStorage();
  return saved;
}

/** Saves the trail if it is not saved yet (downloading its offline map keeps its track too). */
export async function ensureRouteSaved(id: number): Promise<void> {
  await ensureLegacySavedRoutesMigrated();
  const db = await loadDb();
  await withQuotaRetry(() =>
    db.transaction('rw', db.savedRoutes, async () => {
      if (!(await db.savedRoutes.get(id))) await db.savedRoutes.add({ id, savedAt: new Date().toISOString() });
    }),
  );
}

/** Whether the trail is saved on this device; undefined while IndexedDB is read. */
export function useIsSavedRoute(id: number): boolean | undefined {
  useEffect(() => void ensureLegacySavedRoutesMigrated(), []);
  // Shared by the Save button and the track block: one read per change.
  return useSharedLiveQuery(`saved-route:${id}`, async (db) => Boolean(await db.savedRoutes.get(id)), undefined);
}
