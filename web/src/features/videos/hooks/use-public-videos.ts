import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/use-live-query';
import { byVideoDisplayOrder } from '@trailfinder/shared-types/rules';
import type { Video, VideoCategory } from '@trailfinder/shared-types';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query/query-keys';
import { useOnline } from '../../../lib/use-online';

export interface PublicVideos {
  /** undefined while loading. */
  videos: Video[] | undefined;
  /** A count the server just reported (a view recorded here). */
  setViewCount: (id: number, viewCount: number) => void;
}

async function fetchVideos(category: string): Promise<Video[]> {
  try {
    return await getJson<Video[]>(`/api/videos${category ? `?category=${encodeURIComponent(category)}` : ''}`);
  } catch (err) {
    console.warn('Failed to fetch videos', err);
    throw err;
  }
}

/**
 * Active videos of a category ('' for all) from the device, so the gallery works offline. Online,
 * GET /api/videos?category= runs too: it stands in while the device holds no videos yet, and it
 * brings fresh view counts (a view does not make a video sync again).
 */
export function usePublicVideos(category: VideoCategory | ''): PublicVideos {
  // One read gives both the device's count and the gallery, from the same moment. Two live queries
  // could disagree for a render when the first sync stored the videos: the count said the device
  // held videos while the list was still the empty one, and the gallery flashed empty.
  const device = useLiveQuery(
    async (db) => {
      const rows = await db.videos.toArray();
      const shown = rows.filter((v) => v.active && (!category || v.category === category));
      return { stored: rows.length, shown: shown.sort(byVideoDisplayOrder) };
    },
    [category],
  );
  const online = useOnline();
  const remote = useQuery({
    queryKey: queryKeys.videos(category),
    queryFn: () => fetchVideos(category),
    enabled: online,
  });
  const [recorded, setRecorded] = useState<ReadonlyMap<number, number>>(new Map());

  let videos: Video[] | undefined;
  if (device === undefined) videos = undefined;
  else if (device.stored > 0) videos = device.shown;
  else if (!online) videos = [];
  else if (remote.data) videos = remote.data;
  else videos = remote.isError ? [] : undefined;

  const serverCounts = new Map(remote.data?.map((v) => [v.id, v.viewCount]));
  const viewCount = (v: Video) => Math.max(v.viewCount, serverCounts.get(v.id) ?? 0, recorded.get(v.id) ?? 0);

  return {
    videos: videos?.map((v) => (viewCount(v) === v.viewCount ? v : { ...v, viewCount: viewCount(v) })),
    setViewCount: (id, n) => setRecorded((old) => new Map(old).set(id, n)),
  };
}
