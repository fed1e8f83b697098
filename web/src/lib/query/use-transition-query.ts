import { startTransition, useEffect, useState } from 'react';
import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * `useQuery`, except that the renders its answers cause are transitions: React renders them in
 * slices and a tap goes first. `useQuery` follows its observer with `useSyncExternalStore`, whose
 * updates React always renders in one piece: on a slow phone a block re-rendering as the weather
 * or the reviews arrived was a 60-90 ms task (decision 040). For blocks whose answers arrive on
 * their own; what a rider's own action waits for stays with `useQuery`.
 */
export function useTransitionQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, DefaultError, T, K>,
): UseQueryResult<T> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver<T, DefaultError, T, T, K>(client, defaulted));
  const [, rerender] = useState(0);

  useEffect(() => {
    observer.setOptions(defaulted);
  });
  useEffect(() => {
    const update = () => startTransition(() => rerender((n) => n + 1));
    let unsubscribe: (() => void) | undefined;
    // Subscribing starts the fetch: in a task of its own, not in the one where React runs every
    // effect of a freshly hydrated page (a trail page's five requests were a 30 ms stretch of
    // that task on a desktop CPU, 120 ms on a slow phone; decision 041).
    const timer = setTimeout(() => {
      unsubscribe = observer.subscribe(notifyManager.batchCalls(update));
      // Subscribing may have started the fetch, or an answer may have come since the render.
      update();
    }, 0);
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [observer]);

  // As useQuery does: the result for this render's options (another trail's key shows its own).
  return observer.getOptimisticResult(defaulted);
}
