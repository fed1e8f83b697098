import { useLiveQuery } from 'dexie-react-hooks';
import type { Stats } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';

/** Stats computed from the trails on this device (same numbers as GET /api/stats, off-grid too). */
export function useLocalStats(): Stats | undefined {
  return useLiveQuery(async () => {
    // toArray (not each): a live query re-runs reliably when the table changes.
    const routes = await db.routes.toArray();
    const totalRoutes = routes.length;
    const totalDistance = routes.reduce((sum, r) => sum + r.distance, 0);
    const ratingSum = routes.reduce((sum, r) => sum + r.rating, 0);
    return { totalRoutes, totalDistance, averageRating: totalRoutes ? ratingSum / totalRoutes : 0 };
  }, []);
}
