import type { ConditionReport, ConditionReportInput, Review, ReviewInput, TrackBody } from '@trailfinder/shared-types';
import { request } from '../api-client';
import type { TrailDb } from '../db';
import { getSessionId } from '../session-id';

/**
 * Every kind of write a rider makes, in one table: what it carries, where it is POSTed and what
 * happens around the send. The gateway (gateway.ts) and the outbox (outbox.ts) handle every kind
 * the same way: sent now when online, otherwise kept in Dexie under its client id and sent later,
 * exactly once (the server treats the client id as an idempotency key).
 *
 * Adding a kind (a condition report, say): add its payload to `WritePayloads`, its entry to
 * `WRITE_KINDS`, and call `submitWrite({ kind, routeId, payload })`. The server route must accept
 * `clientId` and answer a repeat with the stored row.
 */
export interface WritePayloads {
  review: ReviewInput & { clientId: string };
  track: TrackBody & { clientId: string };
  condition: ConditionReportInput & { clientId: string };
}
export type WriteKind = keyof WritePayloads;

/** A write of one kind; `routeId` names the trail it is about (indexed, so a trail page finds its own). */
export type Write<K extends WriteKind = WriteKind> = {
  [P in K]: { kind: P; routeId?: number; payload: WritePayloads[P] };
}[K];

/** A write waiting in the Dexie outbox (table version 3). */
export type OutboxItem<K extends WriteKind = WriteKind> = Write<K> & {
  clientId: string;
  /** ISO time it was queued. */
  createdAt: string;
  /** Sends tried so far. */
  attempts: number;
  /** Why the last send did not go through. */
  lastError?: string;
  /** ISO time before which it is not tried again (the server failed it: see backoffMs). */
  nextAttemptAt?: string;
  /** 'failed': the server refused it; it stays (if its kind keeps refused writes) until the rider discards it. */
  status: 'queued' | 'failed';
};

export interface WriteKindRules<K extends WriteKind> {
  /** Where it is POSTed: the one place each write's URL is built. */
  url: (write: Write<K>) => string;
  headers?: () => Record<string, string>;
  /** Sent with keepalive, so a write made as the page closes still arrives. */
  keepalive?: boolean;
  /** A write the server refused: 'keep' shows it to the rider as not sent, 'drop' forgets it. */
  whenRefused: 'keep' | 'drop';
  /** On a full disk: 'required' frees space and tries again, then fails; 'best-effort' is only logged. */
  storage: 'required' | 'best-effort';
  /** At most this many waiting; the oldest go first. */
  maxQueued?: number;
  /** After the server accepted it: keep its answer on the device. */
  onSent?: (db: TrailDb, write: Write<K>, answer: unknown) => Promise<void>;
}

/**
 * After a trail's review or report is stored: the server's row goes into the device's table under
 * its server id, so it shows once (the outbox copy is gone) and counts offline.
 */
function keepStoredRow(table: 'reviews' | 'conditions') {
  return async (db: TrailDb, write: Write, answer: unknown) => {
    const row = answer as (Review & ConditionReport) | null;
    if (row && typeof row.id === 'number' && row.routeId === write.routeId) await db[table].put(row);
  };
}

/** Tracking events kept while offline; beyond this the oldest go (reviews are never dropped). */
export const MAX_QUEUED_TRACK_EVENTS = 200;

export const WRITE_KINDS: { [K in WriteKind]: WriteKindRules<K> } = {
  review: {
    url: (w) => `/api/routes/${w.routeId}/reviews`,
    whenRefused: 'keep',
    storage: 'required',
    // The stored review shows at once as a normal review (and counts in the average).
    onSent: keepStoredRow('reviews'),
  },
  condition: {
    url: (w) => `/api/routes/${w.routeId}/conditions`,
    // A refused report (a link in the note, the rate limit) stays for the rider to see and discard.
    whenRefused: 'keep',
    storage: 'required',
    // Kept by its server id: the report then shows once, and the offline verdict counts it.
    onSent: keepStoredRow('conditions'),
  },
  track: {
    url: () => '/api/track',
    headers: () => ({ 'x-session-id': getSessionId() }),
    keepalive: true,
    // Nobody can act on a refused tracking event, and tracking failures are ignored anyway.
    whenRefused: 'drop',
    storage: 'best-effort',
    maxQueued: MAX_QUEUED_TRACK_EVENTS,
  },
};

/**
 * POSTs one write as its kind says and keeps what the server answered. Rejects with HttpError
 * when the server refused it, or with the fetch error when no answer came. Used by the gateway
 * (sent now) and by the outbox (sent later), so both send the same request.
 */
export async function deliver(write: Write, db: TrailDb): Promise<unknown> {
  const rules = WRITE_KINDS[write.kind] as WriteKindRules<WriteKind>;
  const res = await request('POST', rules.url(write), write.payload, {
    keepalive: rules.keepalive,
    headers: rules.headers?.(),
  });
  const answer: unknown = await res.json().catch(() => null);
  await rules
    .onSent?.(db, write, answer)
    .catch((err: unknown) => console.warn(`A sent ${write.kind} could not be kept on this device`, err));
  return answer;
}
