import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/use-live-query';
import type { Stats } from '@trailfinder/shared-types';
import { provincesWithTrails, trailTotals } from '@trailfinder/shared-types/rules';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query/query-keys';

export interface CatalogueFacts {
  count: number | undefined;
  /** Mean trail rating to one decimal. */
  averageRating: number | undefined;
  /** Provinces with at least one trail; known from the device's copy only. */
  provinces: number | undefined;
}

/**
 * The about page's measured figures: from the catalogue on this device (off-grid too), or from
 * GET /api/stats while the device has none yet. Undefined until one of them answers.
 */
export function useCatalogueFacts(): CatalogueFacts {
  const local = useLiveQuery(async (db) => {
    const trails = await db.routes.toArray();
    return { ...trailTotals(trails), provinces: provincesWithTrails(trails) };
  }, []);
  const stats = useQuery({
    queryKey: queryKeys.stats,
    queryFn: () => getJson<Stats>('/api/stats'),
    enabled: local?.totalRoutes === 0,
  });
  if (local && local.totalRoutes > 0) {
    return { count: local.totalRoutes, averageRating: local.averageRating, provinces: local.provinces };
  }
  return { count: stats.data?.totalRoutes, averageRating: stats.data?.averageRating, provinces: undefined };
}
