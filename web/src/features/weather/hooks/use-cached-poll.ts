import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';

export type PollStatus = 'loading' | 'fresh' | 'failed';

export interface Saved<T> {
  data: T;
  fetchedAt: string;
}

export interface CachedPoll<T> {
  /** The last answer seen on this device (undefined while IndexedDB is read, null if none). */
  saved: Saved<T> | null | undefined;
  status: PollStatus;
}

interface Options<T> {
  routeId: number;
  enabled: boolean;
  intervalMs: number;
  /** Reads the saved answer from Dexie (a module-level function). */
  read: (routeId: number) => Promise<Saved<T> | undefined>;
  /** Fetches and saves a fresh answer, returning it (a module-level function). */
  refresh: (routeId: number) => Promise<Saved<T>>;
}

/**
 * Fetches now and every `intervalMs` while enabled (and again when the browser comes back
 * online). Answers are kept in Dexie with their time, so when offline or failing the last one
 * seen is still there to show 'as of' its time.
 */
export function useCachedPoll<T>({ routeId, enabled, intervalMs, read, refresh }: Options<T>): CachedPoll<T> {
  const saved = useLiveQuery(async () => (await read(routeId)) ?? null, [read, routeId]);
  const [state, setState] = useState<{ routeId: number; status: PollStatus; latest?: Saved<T> }>({
    routeId,
    status: 'loading',
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const run = async (first = false) => {
      // Offline, even a recent answer is shown as the device's copy, 'as of' its time.
      if (navigator.onLine === false) {
        if (!cancelled) setState({ routeId, status: 'failed' });
        return;
      }
      // A saved answer younger than the refresh interval is fresh enough (like a query cache).
      const last = first ? await read(routeId).catch(() => undefined) : undefined;
      if (last && Date.now() - Date.parse(last.fetchedAt) < intervalMs) {
        if (!cancelled) setState({ routeId, status: 'fresh' });
        return;
      }
      try {
        const latest = await refresh(routeId);
        if (!cancelled) setState({ routeId, status: 'fresh', latest });
      } catch (err) {
        console.warn(err instanceof Error ? err.message : 'Request failed', err);
        if (!cancelled)
          setState((s) => ({ routeId, status: 'failed', latest: s.routeId === routeId ? s.latest : undefined }));
      }
    };
    void run(true);
    const timer = window.setInterval(() => void run(), intervalMs);
    const onOnline = () => void run();
    // Losing the connection turns what is shown into the device's copy at once.
    const onOffline = () =>
      setState((s) => ({ routeId, status: 'failed', latest: s.routeId === routeId ? s.latest : undefined }));
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [enabled, intervalMs, read, refresh, routeId]);

  if (state.routeId !== routeId) return { saved, status: 'loading' };
  // The newer of the saved answer and the one just fetched (in case keeping it in IndexedDB failed).
  const latest = state.latest;
  const newest = latest && (!saved || latest.fetchedAt > saved.fetchedAt) ? latest : saved;
  return { saved: newest, status: state.status };
}
