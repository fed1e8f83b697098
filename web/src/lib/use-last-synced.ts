import { useSharedLiveQuery } from './use-live-query';
import type { TrailDb } from './db';
import { META, readMeta } from './meta';

/** The one live read of when this device last synced, shared by every component that shows it. */
const KEY = 'meta:lastSyncedAt';
/** ISO text, or '' when the device has never synced. */
const readLastSyncedAt = async (db: TrailDb) => (await readMeta<string>(db, META.lastSyncedAt)) ?? '';

/**
 * When this device last synced: ISO text, '' when it never has, or `whileReading` until IndexedDB
 * has answered.
 */
export function useStoredLastSyncedAt<D>(whileReading: D): string | D {
  return useSharedLiveQuery(KEY, readLastSyncedAt, whileReading);
}

/** When this device last pulled changes from the server (ISO text), or undefined. */
export function useLastSyncedAt(): string | undefined {
  return useStoredLastSyncedAt(undefined) || undefined;
}
