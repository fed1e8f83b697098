import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxKind } from './db';
import { countQueued } from './outbox';

/**
 * Items waiting in the outbox for a connection (refused ones excluded). Pass 'review' to count
 * only what the rider wrote; tracking events are queued too but are invisible to the rider.
 */
export function usePendingOutboxCount(kind?: OutboxKind): number {
  return useLiveQuery(() => countQueued(kind), [kind], 0);
}
