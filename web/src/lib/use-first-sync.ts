import { useStoredLastSyncedAt } from './use-last-synced';
import { useSyncStatus } from './sync-status-store';

export interface FirstSyncState {
  /** Nothing has ever been synced to this device and an attempt is still running. */
  pending: boolean;
  /** Nothing has ever been synced and the attempt of this visit failed (offline, server down). */
  failed: boolean;
}

/** Whether this device holds a synced copy yet; drives the first-visit skeletons. */
export function useFirstSync(): FirstSyncState {
  // null while IndexedDB is read; '' when the device has never synced.
  const lastSyncedAt = useStoredLastSyncedAt(null);
  // This visit's attempt failed (offline, server down): the one value the page needs from the store,
  // so the sync starting, its progress and its end render nothing here unless this changes.
  const attemptFailed = useSyncStatus((s) => s.attempted && !s.syncing && s.lastError !== null);
  if (lastSyncedAt === null) return { pending: true, failed: false };
  if (lastSyncedAt !== '') return { pending: false, failed: false };
  return { pending: !attemptFailed, failed: attemptFailed };
}
