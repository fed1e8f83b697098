import type { TrailDb } from '../db';
import { loadDb } from '../device-db';
import { enqueue } from './outbox';
import { isOffline, noAnswer } from './retry-policy';
import { deliver, type Write } from './write-kinds';

/** 'queued': no connection, so the write waits in the outbox (the UI shows it as pending). */
export type SubmitResult = { status: 'sent'; answer: unknown } | { status: 'queued' };

/**
 * The one way a rider's write leaves the device: sent now, or, offline or when no answer comes at
 * all, kept in the outbox and sent later under the same client id (so it is stored once). When
 * the server answers with an error nothing is queued and the HttpError is thrown: the caller still
 * holds what was written. A write that cannot even be queued (full disk) throws too.
 */
export async function submitWrite(write: Write, db?: TrailDb): Promise<SubmitResult> {
  db ??= await loadDb();
  if (isOffline()) {
    await enqueue(write, db);
    return { status: 'queued' };
  }
  try {
    return { status: 'sent', answer: await deliver(write, db) };
  } catch (err) {
    if (!noAnswer(err)) throw err;
    await enqueue(write, db);
    return { status: 'queued' };
  }
}
