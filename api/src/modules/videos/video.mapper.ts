import type { Video as VideoDto } from '@trailfinder/shared-types';
import type { Video } from './video.entity.js';

export function toVideo(v: Video): VideoDto {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    youtubeUrl: v.youtubeUrl,
    youtubeId: v.youtubeId,
    thumbnail: v.thumbnail,
    category: v.category,
    tags: v.tags,
    featured: v.featured,
    active: v.active,
    viewCount: v.viewCount,
    orderIndex: v.orderIndex,
    publishedAt: v.publishedAt.toISOString(),
  };
}
