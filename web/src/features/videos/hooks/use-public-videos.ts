import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Video, VideoCategory } from '@trailfinder/shared-types';
import { getJson } from '../../../lib/api-client';
import { db } from '../../../lib/db';

const byDisplayOrder = (a: Video, b: Video) => a.orderIndex - b.orderIndex || a.id - b.id;

interface Remote {
  category: string;
  /** null when the request failed. */
  videos: Video[] | null;
}

export interface PublicVideos {
  /** undefined while loading. */
  videos: Video[] | undefined;
  /** A count the server just reported (a view recorded here). */
  setViewCount: (id: number, viewCount: number) => void;
}

/**
 * Active videos of a category ('' for all) from the device, so the gallery works offline. Online,
 * GET /api/videos?category= runs too: it stands in while the device holds no videos yet, and it
 * brings fresh view counts (a view does not make a video sync again).
 */
export function usePublicVideos(category: VideoCategory | ''): PublicVideos {
  const local = useLiveQuery(async () => {
    const rows = category ? await db.videos.where('category').equals(category).toArray() : await db.videos.toArray();
    return rows.filter((v) => v.active).sort(byDisplayOrder);
  }, [category]);
  const stored = useLiveQuery(() => db.videos.count(), []);
  const [remote, setRemote] = useState<Remote | null>(null);
  const [recorded, setRecorded] = useState<ReadonlyMap<number, number>>(new Map());
  const online = navigator.onLine;

  useEffect(() => {
    if (!online) return;
    let live = true;
    getJson<Video[]>(`/api/videos${category ? `?category=${encodeURIComponent(category)}` : ''}`)
      .then((videos) => live && setRemote({ category, videos }))
      .catch((err) => {
        console.warn('Failed to fetch videos', err);
        if (live) setRemote({ category, videos: null });
      });
    return () => {
      live = false;
    };
  }, [category, online]);

  const fromServer = remote?.category === category ? remote : null;
  let videos: Video[] | undefined;
  if (local === undefined || stored === undefined) videos = undefined;
  else if (stored > 0) videos = local;
  else if (!online) videos = [];
  else videos = fromServer ? (fromServer.videos ?? []) : undefined;

  const serverCounts = new Map(fromServer?.videos?.map((v) => [v.id, v.viewCount]));
  const viewCount = (v: Video) => Math.max(v.viewCount, serverCounts.get(v.id) ?? 0, recorded.get(v.id) ?? 0);

  return {
    videos: videos?.map((v) => (viewCount(v) === v.viewCount ? v : { ...v, viewCount: viewCount(v) })),
    setViewCount: (id, n) => setRecorded((old) => new Map(old).set(id, n)),
  };
}
