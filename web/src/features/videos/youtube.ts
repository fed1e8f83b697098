import type { Video } from '@trailfinder/shared-types';

export const videoThumbnail = (v: Pick<Video, 'thumbnail' | 'youtubeId'>) =>
  v.thumbnail || `https://img.youtube.com/vi/${v.youtubeId}/hqdefault.jpg`;

/** The gallery's fallback when a thumbnail does not load: YouTube's image of the video. */
export const youtubeHqThumbnail = (youtubeId: string) => `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;

/** The stored link, or a watch link built from the id. */
export const videoLink = (v: Pick<Video, 'youtubeUrl' | 'youtubeId'>) =>
  v.youtubeUrl || `https://www.youtube.com/watch?v=${v.youtubeId}`;
