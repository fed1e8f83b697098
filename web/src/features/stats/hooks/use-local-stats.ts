import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/use-live-query';
import { trailTotals, type TrailTotals } from '@trailfinder/shared-types/rules';
import { usePageSeed } from '../../../lib/page-seed';

/**
 * Totals of the trails on this device: the same rule as GET /api/stats, off-grid too. A page the
 * server rendered shows the totals of the trails it was rendered from until the device has its own.
 */
export function useLocalStats(): TrailTotals | undefined {
  const seeded = usePageSeed().trails;
  const seedTotals = useMemo(() => (seeded?.length ? trailTotals(seeded) : undefined), [seeded]);
  // toArray (not each): a live query re-runs reliably when the table changes.
  return useLiveQuery(
    async (db) => {
      const stored = await db.routes.toArray();
      return stored.length === 0 && seedTotals ? seedTotals : trailTotals(stored);
    },
    [seedTotals],
    seedTotals,
  );
}
