import { useLiveQuery } from 'dexie-react-hooks';
import type { Stats } from '@trailfinder/shared-types';
import { getJson } from '../../../lib/api-client';
import { db } from '../../../lib/db';
import { useCachedQuery } from '../../../lib/query-cache';

const FRESH_MS = 10 * 60 * 1000;

/**
 * How many trails there are: counted on this device (the synced catalogue, off-grid too), or
 * from GET /api/stats while the device has none yet. Undefined until one of them answers.
 */
export function useTrailCount(): number | undefined {
  const local = useLiveQuery(() => db.routes.count(), []);
  const stats = useCachedQuery(local === 0 ? '/api/stats' : null, () => getJson<Stats>('/api/stats'), {
    freshMs: FRESH_MS,
  });
  return local ? local : stats.data?.totalRoutes;
}
