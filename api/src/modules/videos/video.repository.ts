import type { EntityManager } from '@mikro-orm/core';
import type { Video as VideoDto, VideoCategory } from '@trailfinder/shared-types';
import { VIDEO_ORDER } from './video-order.js';
import { VideoSchema } from './video.entity.js';
import { toVideo } from './video.mapper.js';
import { NotFoundError } from '../../plugins/app/errors.js';

/** What riders read: the public gallery and its view counts. The admin's writes are in modules/admin. */
export class VideoRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** What riders see: active, not deleted, by display order. */
  async listPublic(category?: VideoCategory): Promise<VideoDto[]> {
    const where = { deletedAt: null, active: true, ...(category ? { category } : {}) };
    return (await this.em().find(VideoSchema, where, { orderBy: VIDEO_ORDER })).map(toVideo);
  }

  /**
   * One more view, counted in the database (no lost updates under concurrent views). It leaves
   * updatedAt alone: a view is not a change devices need to sync.
   */
  async recordView(id: number): Promise<number> {
    const rows = await this.em()
      .getConnection()
      .execute<{ view_count: number }[]>(
        'update "videos" set "view_count" = "view_count" + 1 where "id" = ? and "deleted_at" is null and "active" = true returning "view_count"',
        [id],
      );
    if (!rows.length) throw new NotFoundError('Video not found');
    return rows[0].view_count;
  }
}

/** Videos riders can see: the dashboard's 'Published videos' figure. */
export function countPublishedVideos(em: EntityManager): Promise<number> {
  return em.count(VideoSchema, { deletedAt: null, active: true });
}
