import { QueryClient } from '@tanstack/react-query';
import { FRESHNESS } from './freshness';

/**
 * The app's one QueryClient. Defaults: fresh 10 minutes, no retries, no refetch on window focus.
 * `networkMode: 'always'` because the UI falls back to the device's copy when a request fails:
 * a query made offline fails at once (and is refetched when the connection returns) instead of
 * waiting paused with nothing to show.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...FRESHNESS.standard, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
