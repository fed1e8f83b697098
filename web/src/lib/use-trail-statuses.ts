import { useLiveQuery } from './use-live-query';
import { untilEndMs, type AdminStatusKind } from '@trailfinder/shared-types/rules';

const NONE = new Map<number, AdminStatusKind>();

/**
 * The trail managers' statuses in force, by trail id, from the synced copy on this device (so
 * cards and markers show them offline). A status whose `until` date has passed is left out.
 */
export function useTrailStatuses(): ReadonlyMap<number, AdminStatusKind> {
  return useLiveQuery(
    async (db) => {
      const now = Date.now();
      const rows = await db.statuses.toArray();
      return new Map(
        rows.filter((s) => !s.until || !(untilEndMs(s.until) <= now)).map((s) => [s.routeId, s.status] as const),
      );
    },
    [],
    NONE,
  );
}
