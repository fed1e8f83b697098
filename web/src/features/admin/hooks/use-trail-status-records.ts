import { useLiveQuery } from '../../../lib/use-live-query';
import type { SyncedTrailStatus } from '@trailfinder/shared-types';

const NONE: ReadonlyMap<number, SyncedTrailStatus> = new Map();

/**
 * Every trail's stored status, by trail id, from this device's synced copy: the same statuses
 * riders see. A status write syncs the device (admin-writes), so the table follows at once.
 */
export function useTrailStatusRecords(): ReadonlyMap<number, SyncedTrailStatus> {
  return useLiveQuery(async (db) => new Map((await db.statuses.toArray()).map((s) => [s.routeId, s])), [], NONE);
}
