import Dexie from 'dexie';
import type { Review } from '@trailfinder/shared-types';
import { HttpError, request } from './api-client';
import {
  db as defaultDb,
  type OutboxItem,
  type OutboxKind,
  type OutboxReviewItem,
  type OutboxTrackItem,
  type TrailDb,
} from './db';
import { getSessionId } from './session-id';
import { isQuotaError, withQuotaRetry } from './storage-quota';

/**
 * The one gateway for writes a rider makes: reviews and tracking events wait here, in Dexie, until
 * they can be sent. Flushed at app start, on the window 'online' event and every few minutes
 * (no Background Sync: Safari lacks it). The clientId is the server's idempotency key, so a send
 * whose answer was lost is simply repeated.
 */
export const OUTBOX_FLUSH_INTERVAL_MS = 3 * 60 * 1000;
/** Tracking events kept while offline; beyond this the oldest go (reviews are never dropped). */
export const MAX_QUEUED_TRACK_EVENTS = 200;
const LOCK_NAME = 'trailfinder-outbox';

export type OutboxEntry =
  | { kind: 'review'; routeId: number; payload: OutboxReviewItem['payload'] }
  | { kind: 'track'; payload: OutboxTrackItem['payload'] };

export interface FlushResult {
  sent: number;
  /** Refused by the server (4xx): reviews marked failed, tracking events dropped. */
  refused: number;
}

/** A client-generated id (v4 UUID): the idempotency key of a review or tracking event. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); build one from random bytes.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** fetch rejects with a TypeError when no answer came at all (offline, DNS, connection reset). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

/** The browser says it is offline (absent navigator: assume online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Queues a write. A review on a full disk frees cached tiles and weather and tries again, then
 * throws (the form keeps the text); a tracking event that does not fit is only logged.
 */
export async function enqueue(entry: OutboxEntry, db: TrailDb = defaultDb): Promise<void> {
  const item: OutboxItem = {
    ...entry,
    clientId: entry.payload.clientId,
    createdAt: new Date().toISOString(),
    attempts: 0,
    status: 'queued',
  };
  if (item.kind === 'review') {
    await withQuotaRetry(() => db.outbox.put(item), db);
    return;
  }
  try {
    await db.transaction('rw', db.outbox, async () => {
      await db.outbox.put(item);
      const tracking = db.outbox.where('[kind+createdAt]').between(['track', Dexie.minKey], ['track', Dexie.maxKey]);
      const excess = (await tracking.count()) - MAX_QUEUED_TRACK_EVENTS;
      if (excess > 0) await db.outbox.bulkDelete(await tracking.limit(excess).primaryKeys());
    });
  } catch (err) {
    if (!isQuotaError(err)) throw err;
    console.warn('Storage is full: a tracking event was not kept', err);
  }
}

/** Removes an item (the rider discards a review the server refused). */
export async function discardOutboxItem(clientId: string, db: TrailDb = defaultDb): Promise<void> {
  await db.outbox.delete(clientId);
}

/** A trail's reviews still in the outbox (queued or refused). */
export function listOutboxReviews(routeId: number, db: TrailDb = defaultDb): Promise<OutboxReviewItem[]> {
  return db.outbox
    .where('routeId')
    .equals(routeId)
    .filter((i): i is OutboxReviewItem => i.kind === 'review')
    .toArray();
}

/** Items waiting to be sent (not those refused), optionally of one kind. */
export function countQueued(kind?: OutboxKind, db: TrailDb = defaultDb): Promise<number> {
  return db.outbox
    .where('status')
    .equals('queued')
    .filter((i) => kind === undefined || i.kind === kind)
    .count();
}

/** POST /api/track with the session header; keepalive, so an event sent as the page closes arrives. */
export function postTrackEvent(payload: OutboxTrackItem['payload']): Promise<Response> {
  return request('POST', '/api/track', payload, { keepalive: true, headers: { 'x-session-id': getSessionId() } });
}

function send(item: OutboxItem): Promise<Response> {
  if (item.kind === 'review') return request('POST', `/api/routes/${item.routeId}/reviews`, item.payload);
  return postTrackEvent(item.payload);
}

/** Sent: the item goes; a review's answer is stored at once so it shows as a normal review. */
async function settle(db: TrailDb, item: OutboxItem, res: Response): Promise<void> {
  const review = item.kind === 'review' ? ((await res.json().catch(() => null)) as Review | null) : null;
  try {
    await db.transaction('rw', db.outbox, db.reviews, async () => {
      await db.outbox.delete(item.clientId);
      if (review && typeof review.id === 'number' && review.routeId === item.routeId) await db.reviews.put(review);
    });
  } catch (err) {
    console.warn('A sent review could not be kept on this device', err);
    await db.outbox.delete(item.clientId);
  }
}

type Outcome = 'sent' | 'refused' | 'later' | 'stop';

async function sendItem(db: TrailDb, item: OutboxItem): Promise<Outcome> {
  let res: Response;
  try {
    res = await send(item);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const attempts = item.attempts + 1;
    if (err instanceof HttpError && err.status < 500 && err.status !== 408 && err.status !== 429) {
      if (item.kind === 'track') {
        // Nobody can act on a refused tracking event, and spec 7 ignores tracking failures.
        console.warn('A tracking event was refused and dropped', err);
        await db.outbox.delete(item.clientId);
      } else {
        const lastError = err.serverMessage ?? `HTTP ${err.status}`;
        await db.outbox.update(item.clientId, { status: 'failed', attempts, lastError });
      }
      return 'refused';
    }
    await db.outbox.update(item.clientId, { attempts, lastError: message });
    // 5xx / 408 / 429: the server is busy or broken; no answer at all (TypeError): off-grid.
    return err instanceof HttpError ? 'later' : 'stop';
  }
  await settle(db, item, res);
  return 'sent';
}

/** Fewest attempts first (an item the server keeps failing on does not block the rest), then oldest. */
const sendOrder = (a: OutboxItem, b: OutboxItem) => a.attempts - b.attempts || a.createdAt.localeCompare(b.createdAt);

async function runFlush(db: TrailDb): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0 };
  const tried = new Set<string>();
  // A kind the server answered 5xx/429 for waits for the next run; the other kind still goes.
  const paused = new Set<OutboxKind>();
  try {
    // Again until nothing new: items queued while this run was sending go out too.
    for (;;) {
      const batch = (await db.outbox.where('status').equals('queued').toArray())
        .filter((i) => !tried.has(i.clientId) && !paused.has(i.kind))
        .sort(sendOrder);
      if (batch.length === 0 || isOffline()) return result;
      for (const item of batch) {
        if (paused.has(item.kind)) continue;
        tried.add(item.clientId);
        const outcome = await sendItem(db, item);
        if (outcome === 'stop') return result;
        if (outcome === 'later') paused.add(item.kind);
        else result[outcome]++;
      }
    }
  } catch (err) {
    console.warn('The outbox could not be flushed', err);
    return result;
  }
}

/** Holds a Web Lock while it runs, where the browser has them (Safari 15.4+, all current browsers). */
async function withOutboxLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  try {
    return await locks.request(LOCK_NAME, run);
  } catch (err) {
    // A browser that refuses the lock (sandboxed or opaque origin): send without it.
    console.warn('Web Lock unavailable; sending the outbox without it', err);
    return run();
  }
}

let inFlight: Promise<FlushResult> | null = null;

/**
 * Sends what is queued, oldest first. Concurrent calls share one run, and a Web Lock keeps two
 * tabs from sending at once (the second waits, then finds only what is left). Never rejects.
 * (`db` is for tests; the app has one database.)
 */
export function flushOutbox(db: TrailDb = defaultDb): Promise<FlushResult> {
  if (isOffline()) return Promise.resolve({ sent: 0, refused: 0 });
  inFlight ??= withOutboxLock(() => runFlush(db)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Flushes now, when the browser comes back online and every few minutes while online. Returns a stop function. */
export function startOutbox(): () => void {
  const flush = () => void flushOutbox();
  flush();
  window.addEventListener('online', flush);
  const timer = window.setInterval(() => {
    if (!isOffline()) flush();
  }, OUTBOX_FLUSH_INTERVAL_MS);
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
