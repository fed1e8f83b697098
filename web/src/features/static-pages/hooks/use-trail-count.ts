import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Stats } from '@trailfinder/shared-types';
import { getJson } from '../../../lib/api-client';
import { db } from '../../../lib/db';
import { queryKeys } from '../../../lib/query/query-keys';

/**
 * How many trails there are: counted on this device (the synced catalogue, off-grid too), or
 * from GET /api/stats while the device has none yet. Undefined until one of them answers.
 */
export function useTrailCount(): number | undefined {
  const local = useLiveQuery(() => db.routes.count(), []);
  const stats = useQuery({
    queryKey: queryKeys.stats,
    queryFn: () => getJson<Stats>('/api/stats'),
    enabled: local === 0,
  });
  return local ? local : stats.data?.totalRoutes;
}
