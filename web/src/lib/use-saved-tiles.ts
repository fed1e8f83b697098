import { readSavedTiles, type SavedTilesRecord } from './offline-tiles';
import { useSharedLiveQuery } from './use-live-query';

/**
 * The record of a trail's map saved for offline (null when none, undefined while read): one live
 * read shared by the trail page's offline-map status and its offline map.
 */
export function useSavedTiles(routeId: number): SavedTilesRecord | null | undefined {
  return useSharedLiveQuery(
    `saved-tiles:${routeId}`,
    async (db) => (await readSavedTiles(routeId, db)) ?? null,
    undefined,
  );
}
