import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';
import { liveQuery } from 'dexie';

/**
 * Dexie's live query as a React hook, like dexie-react-hooks' `useLiveQuery` (same arguments, the
 * previous result kept while the query for new deps runs, errors thrown to the error boundary),
 * except that each new result renders as a transition: React renders it in slices and yields to
 * taps and scrolling in between, so the first sync's IndexedDB writes, which change many live
 * queries at once, never freeze the page for a long task.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: DependencyList = [],
  defaultResult?: D,
): T | D | undefined {
  const [state, setState] = useState<{ value: T } | { error: unknown } | null>(null);
  // The default the page shows until the first result: a first result equal to it changes nothing.
  const fallback = useRef<unknown>(defaultResult);
  fallback.current = defaultResult;
  useEffect(() => {
    const subscription = liveQuery(querier).subscribe({
      // The result the page already shows (the default it started with, or the same result again
      // after a write that changed nothing this query reads): the state stays as it is, and React
      // renders nothing again for it.
      next: (value) =>
        startTransition(() =>
          setState((prev) => {
            const same =
              prev === null ? Object.is(value, fallback.current) : 'value' in prev && Object.is(prev.value, value);
            return same ? prev : { value };
          }),
        ),
      error: (error: unknown) => startTransition(() => setState({ error })),
    });
    return () => subscription.unsubscribe();
    // The caller's deps decide when the query is made again, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (state && 'error' in state) throw state.error;
  return state ? state.value : defaultResult;
}
