import { useLiveQuery } from 'dexie-react-hooks';
import type { Video } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';

/** Active featured videos in display order (orderIndex, then newest). */
export function useFeaturedVideos(): Video[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.videos.filter((v) => v.active && v.featured).toArray();
    return all.sort((a, b) => a.orderIndex - b.orderIndex || b.publishedAt.localeCompare(a.publishedAt));
  }, []);
}
