import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';
import type { TrailDb } from './db';
import { loadDevice } from './device-db';

type Result<T> = { value: T } | { error: unknown };
/** Reads the device; given the database once its code has loaded (lib/device-db.ts). */
export type Querier<T> = (db: TrailDb) => Promise<T> | T;
type Listener<T> = (result: Result<T>) => void;

/**
 * Dexie's live query as a React hook, like dexie-react-hooks' `useLiveQuery` (same arguments, the
 * previous result kept while the query for new deps runs, errors thrown to the error boundary),
 * except that each new result renders as a transition: React renders it in slices and yields to
 * taps and scrolling in between, so the first sync's IndexedDB writes, which change many live
 * queries at once, never freeze the page for a long task. The querier is given the database: the
 * query starts once Dexie's code has loaded, and until then the hook returns the default.
 */
export function useLiveQuery<T>(querier: Querier<T>, deps?: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: Querier<T>, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(
  querier: Querier<T>,
  deps: DependencyList = [],
  defaultResult?: D,
): T | D | undefined {
  return useLiveResult<T, D | undefined>((listener) => watch(querier, listener), deps, defaultResult);
}

/**
 * The same, for a query many components on one page make (when the device last synced, the
 * favourites, a trail's kept outlook): every component with the same `key` shares one Dexie
 * subscription, so the device is read once per change, not once per component (decision 097).
 * The key names the query and its inputs; one key, one querier.
 */
export function useSharedLiveQuery<T, D>(key: string, querier: Querier<T>, defaultResult: D): T | D {
  return useLiveResult<T, D>((listener) => watchShared(key, querier, listener), [key], defaultResult);
}

function watch<T>(querier: Querier<T>, listener: Listener<T>): () => void {
  let stopped = false;
  let stop = () => {};
  loadDevice().then(
    ({ db, liveQuery }) => {
      if (stopped) return;
      const subscription = liveQuery(() => querier(db)).subscribe({
        next: (value) => listener({ value }),
        error: (error: unknown) => listener({ error }),
      });
      stop = () => subscription.unsubscribe();
    },
    // The database's code could not be fetched (a dropped connection before the service worker
    // holds it): the page keeps what the server painted and the default, and the next query tries
    // again, rather than an error replacing the page.
    (error: unknown) => console.warn('The device database could not be loaded', error),
  );
  return () => {
    stopped = true;
    stop();
  };
}

interface Shared {
  listeners: Set<Listener<unknown>>;
  last: Result<unknown> | null;
  stop: () => void;
}
const shared = new Map<string, Shared>();

/** Joins the one subscription for `key` (made by its first watcher, ended with its last). */
function watchShared<T>(key: string, querier: Querier<T>, listener: Listener<T>): () => void {
  let entry = shared.get(key);
  if (!entry) {
    const created: Shared = { listeners: new Set(), last: null, stop: () => {} };
    shared.set(key, created);
    created.stop = watch(querier, (result) => {
      created.last = result;
      created.listeners.forEach((l) => l(result));
    });
    entry = created;
  }
  const own = listener as Listener<unknown>;
  entry.listeners.add(own);
  // A component that joins later gets the answer the others already have.
  if (entry.last) own(entry.last);
  const joined = entry;
  return () => {
    joined.listeners.delete(own);
    if (joined.listeners.size > 0) return;
    joined.stop();
    if (shared.get(key) === joined) shared.delete(key);
  };
}

function useLiveResult<T, D>(
  subscribe: (listener: Listener<T>) => () => void,
  deps: DependencyList,
  defaultResult: D,
): T | D {
  const [state, setState] = useState<Result<T> | null>(null);
  // The default the page shows until the first result: a first result equal to it changes nothing.
  const fallback = useRef<unknown>(defaultResult);
  fallback.current = defaultResult;
  useEffect(
    () =>
      subscribe((result) =>
        startTransition(() =>
          setState((prev) => {
            if ('error' in result) return result;
            // The result the page already shows (the default it started with, or the same result
            // again after a write that changed nothing this query reads): the state stays as it
            // is, and React renders nothing again for it.
            const same =
              prev === null
                ? Object.is(result.value, fallback.current)
                : 'value' in prev && Object.is(prev.value, result.value);
            return same ? prev : result;
          }),
        ),
      ),
    // The caller's deps decide when the query is made again, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
  if (state && 'error' in state) throw state.error;
  return state ? state.value : defaultResult;
}
