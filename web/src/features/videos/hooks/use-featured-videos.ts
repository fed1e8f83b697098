import { useLiveQuery } from '../../../lib/use-live-query';
import { byVideoDisplayOrder } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';

/** Active featured videos in the gallery's display order. */
export function useFeaturedVideos(): Video[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.videos.filter((v) => v.active && v.featured).toArray();
    return [...all].sort(byVideoDisplayOrder);
  }, []);
}
