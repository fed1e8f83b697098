import { useLiveQuery } from '../../../lib/use-live-query';
import { byVideoDisplayOrder } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { META, readMeta } from '../../../lib/meta';

/**
 * Active featured videos in the gallery's display order; undefined until known. A device that has
 * never synced holds no videos yet: that is "not known", not "none". Read in the same query as the
 * videos, so the page never sees the sync's end before its videos (the home page showed "No videos
 * available yet." for a moment on every first visit).
 */
export function useFeaturedVideos(): Video[] | undefined {
  return useLiveQuery(async (db) => {
    const [all, syncedAt] = await Promise.all([
      db.videos.filter((v) => v.active && v.featured).toArray(),
      readMeta<string>(db, META.lastSyncedAt),
    ]);
    if (all.length === 0 && !syncedAt) return undefined;
    return [...all].sort(byVideoDisplayOrder);
  }, []);
}
