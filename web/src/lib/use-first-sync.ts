import { useLiveQuery } from './use-live-query';
import { db } from './db';
import { META, readMeta } from './meta';
import { useSyncStatusTransition } from './sync-status-store';

export interface FirstSyncState {
  /** Nothing has ever been synced to this device and an attempt is still running. */
  pending: boolean;
  /** Nothing has ever been synced and the attempt of this visit failed (offline, server down). */
  failed: boolean;
}

/** Whether this device holds a synced copy yet; drives the first-visit skeletons. */
export function useFirstSync(): FirstSyncState {
  // null while IndexedDB is read; '' when the device has never synced.
  const lastSyncedAt = useLiveQuery(async () => (await readMeta<string>(db, META.lastSyncedAt)) ?? '', [], null);
  // Transitions: the home page's sections follow these (sync-status-store.ts).
  const attempted = useSyncStatusTransition((s) => s.attempted);
  const syncing = useSyncStatusTransition((s) => s.syncing);
  const lastError = useSyncStatusTransition((s) => s.lastError);
  if (lastSyncedAt === null) return { pending: true, failed: false };
  if (lastSyncedAt !== '') return { pending: false, failed: false };
  const failed = attempted && !syncing && lastError !== null;
  return { pending: !failed, failed };
}
