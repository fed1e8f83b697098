import { useEffect, useReducer } from 'react';

/**
 * A tiny in-memory cache for GET calls (the app has no query library): one request per key at a
 * time, answers kept for the page's life, refetched when older than `freshMs`, optionally on an
 * interval. A failed refresh keeps the last good data and records the error.
 */
interface Entry {
  data?: unknown;
  error?: unknown;
  fetchedAt: number;
  promise?: Promise<void>;
}

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

function notify(key: string) {
  listeners.get(key)?.forEach((l) => l());
}

/** Fetches `key` now unless a request for it is already running. */
export function loadQuery(key: string, fetcher: () => Promise<unknown>): Promise<void> {
  const entry = entries.get(key) ?? { fetchedAt: 0 };
  if (entry.promise) return entry.promise;
  entry.promise = fetcher()
    .then(
      (data) => Object.assign(entry, { data, error: undefined, fetchedAt: Date.now() }),
      (error: unknown) => Object.assign(entry, { error, fetchedAt: Date.now() }),
    )
    .then(() => {
      entry.promise = undefined;
      notify(key);
    });
  entries.set(key, entry);
  notify(key);
  return entry.promise;
}

/** Forgets every cached answer (tests, or after data is known to have changed). */
export function clearQueryCache(): void {
  entries.clear();
}

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  /** No answer (data or error) yet for this key. */
  loading: boolean;
}

export interface QueryOptions {
  /** Answers younger than this are reused without a request. */
  freshMs: number;
  /** Refetch on this interval while a component uses the key. */
  refreshMs?: number;
}

/** Reads `key` from the cache, fetching it when missing or stale. A null key fetches nothing. */
export function useCachedQuery<T>(key: string | null, fetcher: () => Promise<T>, options: QueryOptions): QueryState<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { freshMs, refreshMs } = options;

  useEffect(() => {
    if (!key) return;
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(rerender);
    const entry = entries.get(key);
    if (!entry || (!entry.promise && Date.now() - entry.fetchedAt >= freshMs)) void loadQuery(key, fetcher);
    const timer = refreshMs ? window.setInterval(() => void loadQuery(key, fetcher), refreshMs) : undefined;
    return () => {
      set.delete(rerender);
      window.clearInterval(timer);
    };
    // The fetcher is identified by the key; a new function object for the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, freshMs, refreshMs]);

  const entry = key ? entries.get(key) : undefined;
  return {
    data: entry?.data as T | undefined,
    error: entry?.error,
    loading: key !== null && (entry === undefined || (entry.data === undefined && entry.error === undefined)),
  };
}
