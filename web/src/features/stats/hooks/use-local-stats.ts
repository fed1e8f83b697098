import { useLiveQuery } from 'dexie-react-hooks';
import { trailTotals, type TrailTotals } from '@trailfinder/shared-types/rules';
import { db } from '../../../lib/db';

/** Totals of the trails on this device: the same rule as GET /api/stats, off-grid too. */
export function useLocalStats(): TrailTotals | undefined {
  // toArray (not each): a live query re-runs reliably when the table changes.
  return useLiveQuery(async () => trailTotals(await db.routes.toArray()), []);
}
