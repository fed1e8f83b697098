import { featuredVideos } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { META, readMeta } from '../../../lib/meta';
import { usePageSeed } from '../../../lib/page-seed';
import { useLiveQuery } from '../../../lib/use-live-query';

/**
 * Active featured videos in the gallery's display order: the device's copy once it holds one, else
 * the ones the server rendered the page with (its seed), else undefined (not known yet). A device
 * that has never synced holds no videos yet: that is "not known", not "none". Read in the same
 * query as the videos, so the page never sees the sync's end before its videos (the home page
 * showed "No videos available yet." for a moment on every first visit).
 */
export function useFeaturedVideos(): Video[] | undefined {
  const seeded = usePageSeed().videos;
  const device = useLiveQuery(async (db) => {
    const [all, syncedAt] = await Promise.all([db.videos.toArray(), readMeta<string>(db, META.lastSyncedAt)]);
    if (all.length === 0 && !syncedAt) return undefined;
    return featuredVideos(all);
  }, []);
  return device ?? seeded;
}
