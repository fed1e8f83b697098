import { startTransition, useEffect, useState } from 'react';
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

/**
 * A value of the sync status for a large part of the page (the home page's sections, the stats,
 * the events): its changes render as transitions, in slices a tap can interrupt. The store's own
 * hook (`useSyncStatus`) re-renders its users in one piece: as the first sync began and ended, the
 * whole home page (80 trail cards) re-rendered in one 25-45 ms task on a desktop CPU (decision
 * 042). The first render shows the store's initial state, as the server's render did; the current
 * one follows in a transition.
 */
export function useSyncStatusTransition<T>(select: (status: SyncStatus) => T): T {
  const [value, setValue] = useState(() => select(useSyncStatus.getInitialState()));
  useEffect(() => {
    const update = () => startTransition(() => setValue(select(useSyncStatus.getState())));
    update();
    return useSyncStatus.subscribe(update);
    // The selector is read when the store changes; a new one each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
