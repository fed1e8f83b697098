import { useMemo } from 'react';
import { useLiveQuery, useSharedLiveQuery } from '../use-live-query';
import type { OutboxItem, WriteKind } from './write-kinds';

/**
 * The pending state the UI reads, live from the Dexie outbox. (Reading only: this file stays
 * apart from outbox.ts, whose sending code loads after the page's first paint.)
 */

/** Writes waiting for a connection (refused ones excluded); pass a kind to count only those. */
export function usePendingCount(kind?: WriteKind): number {
  return useLiveQuery(
    (db) =>
      db.outbox
        .where('status')
        .equals('queued')
        .filter((i) => kind === undefined || i.kind === kind)
        .count(),
    [kind],
    0,
  );
}

const NONE: OutboxItem[] = [];

/** A trail's writes of one kind still on the device: waiting, or refused (the rider may discard them). */
export function usePendingWrites<K extends WriteKind>(kind: K, routeId: number): OutboxItem<K>[] {
  // One live read of the trail's outbox, shared by its conditions and its reviews.
  const items = useSharedLiveQuery(
    `outbox:${routeId}`,
    (db) => db.outbox.where('routeId').equals(routeId).toArray(),
    NONE,
  );
  // The kind check narrows each item; TypeScript cannot express that for a generic K.
  return useMemo(() => items.filter((i) => i.kind === kind) as unknown as OutboxItem<K>[], [items, kind]);
}

/** Whether this write is still waiting to be sent (false once sent, refused or discarded). */
export function useIsQueued(clientId: string | null): boolean {
  return useLiveQuery(
    async (db) => (clientId ? (await db.outbox.get(clientId))?.status === 'queued' : false),
    [clientId],
    false,
  );
}
