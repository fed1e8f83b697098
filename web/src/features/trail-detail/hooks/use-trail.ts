import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Route } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';
import { fetchTrail, forgetStaleTrail, TrailFetchError } from '../api';

export type TrailState =
  | { status: 'loading' }
  | { status: 'ready'; route: Route }
  /** Not on the device and the server said 404 (or the id is not a trail id). */
  | { status: 'not-found' }
  /** Not on the device and the server could not be reached after the retries. */
  | { status: 'error' };

/** Spec 4 / 9: other failures retry up to 2 times; a 404 is not retried. */
export const TRAIL_FETCH_RETRIES = 2;
const RETRY_BASE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetries(id: number, isCancelled: () => boolean): Promise<Route> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchTrail(id);
    } catch (err) {
      if (err instanceof TrailFetchError && err.notFound) {
        void forgetStaleTrail(id).catch((e: unknown) => console.warn('Could not clear the cached trails', e));
        throw err;
      }
      if (attempt >= TRAIL_FETCH_RETRIES || isCancelled()) throw err;
      await sleep(RETRY_BASE_MS * 2 ** attempt);
    }
  }
}

/**
 * The trail for /routes/:id: the device copy first (instant, works off-grid); when the device
 * does not hold it (a shared link before the first sync), GET /api/routes/:id.
 */
export function useTrail(id: number): TrailState {
  const valid = Number.isSafeInteger(id) && id > 0;
  const local = useLiveQuery(async () => (valid ? ((await db.routes.get(id)) ?? null) : null), [id, valid]);
  const [remote, setRemote] = useState<{ id: number; route?: Route; failure?: TrailFetchError }>();
  const needRemote = valid && local === null;

  useEffect(() => {
    if (!needRemote) return;
    let cancelled = false;
    fetchWithRetries(id, () => cancelled).then(
      (route) => !cancelled && setRemote({ id, route }),
      (err: unknown) => {
        console.error(`Trail ${id} could not be loaded`, err);
        if (!cancelled)
          setRemote({ id, failure: err instanceof TrailFetchError ? err : new TrailFetchError(null, err) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, needRemote]);

  if (!valid) return { status: 'not-found' };
  if (local) return { status: 'ready', route: local };
  if (local === undefined || remote?.id !== id) return { status: 'loading' };
  if (remote.route) return { status: 'ready', route: remote.route };
  return remote.failure?.notFound ? { status: 'not-found' } : { status: 'error' };
}
