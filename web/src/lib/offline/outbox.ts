import { HttpError } from '../api-client';
import type { TrailDb } from '../db';
import { loadDb, loadDevice } from '../device-db';
import { isQuotaError, withQuotaRetry } from '../storage-quota';
import {
  backoffMs,
  failedAttempt,
  isDue,
  isOffline,
  OUTBOX_FLUSH_INTERVAL_MS,
  sendOrder,
  type FailedAttempt,
} from './retry-policy';
import { deliver, WRITE_KINDS, type OutboxItem, type Write, type WriteKind } from './write-kinds';

/**
 * The Dexie outbox: rider writes that could not be sent yet. Flushed at app start, on the window
 * 'online' event and every few minutes (no Background Sync: Safari lacks it), following the one
 * policy in retry-policy.ts. Writes get here only through the gateway (gateway.ts).
 */
const LOCK_NAME = 'trailfinder-outbox';

export interface FlushResult {
  sent: number;
  /** Refused by the server (4xx): kept as failed or dropped, as the write's kind says. */
  refused: number;
}

/**
 * Queues a write. A kind whose storage is 'required' (a review) frees cached tiles and weather on
 * a full disk and tries again, then throws (the form keeps the text); a 'best-effort' one is only logged.
 */
export async function enqueue(write: Write, given?: TrailDb): Promise<void> {
  const { Dexie, db: deviceDb } = await loadDevice();
  const db = given ?? deviceDb;
  const rules = WRITE_KINDS[write.kind];
  const item = {
    ...write,
    clientId: write.payload.clientId,
    createdAt: new Date().toISOString(),
    attempts: 0,
    status: 'queued',
  } as OutboxItem;
  const put = () =>
    db.transaction('rw', db.outbox, async () => {
      await db.outbox.put(item);
      if (!rules.maxQueued) return;
      const sameKind = db.outbox
        .where('[kind+createdAt]')
        .between([write.kind, Dexie.minKey], [write.kind, Dexie.maxKey]);
      const excess = (await sameKind.count()) - rules.maxQueued;
      if (excess > 0) await db.outbox.bulkDelete(await sameKind.limit(excess).primaryKeys());
    });
  if (rules.storage === 'required') return withQuotaRetry(put, db);
  try {
    await put();
  } catch (err) {
    if (!isQuotaError(err)) throw err;
    console.warn(`Storage is full: a ${write.kind} was not kept`, err);
  }
}

/** Forgets a write (the rider discards one the server refused). */
export async function discardWrite(clientId: string, db?: TrailDb): Promise<void> {
  db ??= await loadDb();
  await db.outbox.delete(clientId);
}

async function sendItem(db: TrailDb, item: OutboxItem): Promise<'sent' | FailedAttempt> {
  try {
    await deliver(item, db);
  } catch (err) {
    const outcome = failedAttempt(err);
    const attempts = item.attempts + 1;
    if (outcome === 'refused' && WRITE_KINDS[item.kind].whenRefused === 'drop') {
      console.warn(`A ${item.kind} was refused and dropped`, err);
      await db.outbox.delete(item.clientId);
    } else if (outcome === 'refused' && err instanceof HttpError) {
      await db.outbox.update(item.clientId, {
        status: 'failed',
        attempts,
        lastError: err.serverMessage ?? `HTTP ${err.status}`,
      });
    } else {
      await db.outbox.update(item.clientId, {
        attempts,
        lastError: err instanceof Error ? err.message : String(err),
        ...(outcome === 'later' && { nextAttemptAt: new Date(Date.now() + backoffMs(attempts)).toISOString() }),
      });
    }
    return outcome;
  }
  await db.outbox.delete(item.clientId);
  return 'sent';
}

async function runFlush(db: TrailDb): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0 };
  const tried = new Set<string>();
  // A kind the server answered 5xx/429 for waits for the next run; the other kinds still go.
  const paused = new Set<WriteKind>();
  try {
    // Again until nothing new: items queued while this run was sending go out too.
    for (;;) {
      const batch = (await db.outbox.where('status').equals('queued').toArray())
        .filter((i) => !tried.has(i.clientId) && !paused.has(i.kind) && isDue(i))
        .sort(sendOrder);
      if (batch.length === 0 || isOffline()) return result;
      for (const item of batch) {
        if (paused.has(item.kind)) continue;
        tried.add(item.clientId);
        const outcome = await sendItem(db, item);
        if (outcome === 'offline') return result;
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
 * Sends what is queued. Concurrent calls share one run, and a Web Lock keeps two tabs from
 * sending at once (the second waits, then finds only what is left). Never rejects.
 * (`db` is for tests; the app has one database.)
 */
export function flushOutbox(db?: TrailDb): Promise<FlushResult> {
  if (isOffline()) return Promise.resolve({ sent: 0, refused: 0 });
  inFlight ??= withOutboxLock(async () => runFlush(db ?? (await loadDb()))).finally(() => {
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
