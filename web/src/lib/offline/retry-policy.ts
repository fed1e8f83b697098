import { HttpError } from '../api-client';
import { byCodeUnits } from '@trailfinder/shared-types/rules';

/**
 * The one retry policy for a rider's writes. What an attempt's error means:
 * - 'refused': the server answered 4xx (but 408/429): sending again cannot help. The write's kind
 *   decides whether the rider sees it as not sent (and may discard it) or it is dropped.
 * - 'later': the server is busy or broken (5xx, 408, 429): keep it, try again on the next run;
 *   the rest of that kind waits too, other kinds still go.
 * - 'offline': no answer at all (fetch rejected), or something else broke: keep everything, stop this run.
 */
export type FailedAttempt = 'refused' | 'later' | 'offline';

export function failedAttempt(err: unknown): FailedAttempt {
  if (!(err instanceof HttpError)) return 'offline';
  return err.status >= 500 || err.status === 408 || err.status === 429 ? 'later' : 'refused';
}

/**
 * fetch rejects with a TypeError when no answer came at all (offline, DNS, connection reset). A
 * write being sent now is queued only then; any other failure goes back to the caller.
 */
export const noAnswer = (err: unknown): boolean => err instanceof TypeError;

/**
 * After the server failed a write ('later'), that write waits before its next try: 30 s, doubling
 * with each failure, at most 30 minutes, so a struggling server is not hammered by every phone.
 * A write that failed only because there was no answer (offline) is tried again at once.
 */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** Whether a queued write's backoff has run out. */
export const isDue = (item: { nextAttemptAt?: string }, now = Date.now()): boolean =>
  !item.nextAttemptAt || Date.parse(item.nextAttemptAt) <= now;

/** The queue is sent at start, when the browser comes back online, and this often while online. */
export const OUTBOX_FLUSH_INTERVAL_MS = 3 * 60 * 1000;

/** Within a run: fewest attempts first (an item the server keeps failing on does not block the rest), then oldest. */
export const sendOrder = (a: { attempts: number; createdAt: string }, b: { attempts: number; createdAt: string }) =>
  a.attempts - b.attempts || byCodeUnits(a.createdAt, b.createdAt);

/** The browser says it is offline (absent navigator: assume online): nothing is tried then. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
