import { create } from 'zustand';

/** Progress of a full download (the first sync of a device): bytes received, then saving. */
export type SyncProgress = { phase: 'download'; receivedBytes: number } | { phase: 'save'; trails: number };

/** UI-facing sync state; the durable part (cursor, lastSyncedAt) lives in Dexie `meta`. */
interface SyncStatus {
  /** Set only while a full download runs; null otherwise. */
  progress: SyncProgress | null;
  syncing: boolean;
  /** Set when the latest attempt failed (server down, offline); cleared by a success. */
  lastError: string | null;
  /** True once the first attempt of this page load has finished, successfully or not. */
  attempted: boolean;
}

export const useSyncStatus = create<SyncStatus>(() => ({
  progress: null,
  syncing: false,
  lastError: null,
  attempted: false,
}));
