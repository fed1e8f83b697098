import { create } from 'zustand';

/** UI-facing sync state; the durable part (cursor, lastSyncedAt) lives in Dexie `meta`. */
interface SyncStatus {
  syncing: boolean;
  /** Set when the latest attempt failed (server down, offline); cleared by a success. */
  lastError: string | null;
  /** True once the first attempt of this page load has finished, successfully or not. */
  attempted: boolean;
}

export const useSyncStatus = create<SyncStatus>(() => ({ syncing: false, lastError: null, attempted: false }));
