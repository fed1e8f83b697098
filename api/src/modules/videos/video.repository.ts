import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import type { z } from 'zod';
import {
  extractYoutubeId,
  youtubeThumbnail,
  type Video as VideoDto,
  type VideoCategory,
  type VideoInput,
  type VideoUpdateInput,
} from '@trailfinder/shared-types';
import { VideoSchema, type Video } from './video.entity.js';
import { toVideo } from './video.mapper.js';
import { NotFoundError } from '../../plugins/app/errors.js';

type CreateBody = z.output<typeof VideoInput>;
type UpdateBody = z.output<typeof VideoUpdateInput>;

const ORDER = { orderIndex: 'asc', id: 'asc' } as const;

/** Body -> entity fields. The YouTube id always comes from the URL, whatever the client sent. */
function videoFields(body: UpdateBody, current?: Video): Partial<Video> {
  const fields: Partial<Video> = {
    title: body.title,
    description: body.description,
    category: body.category,
    tags: body.tags,
    featured: body.featured,
    active: body.active,
    orderIndex: body.orderIndex,
  };
  if (body.youtubeUrl !== undefined) {
    fields.youtubeUrl = body.youtubeUrl;
    fields.youtubeId = extractYoutubeId(body.youtubeUrl);
  }
  if (body.thumbnail) {
    fields.thumbnail = body.thumbnail;
  } else if (body.thumbnail !== undefined || (fields.youtubeId && fields.youtubeId !== current?.youtubeId)) {
    // Cleared, or a new video without its own thumbnail: YouTube's default image.
    fields.thumbnail = youtubeThumbnail(fields.youtubeId ?? (current as Video).youtubeId);
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

export class VideoRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** What riders see: active, not deleted, by display order. */
  async listPublic(category?: VideoCategory): Promise<VideoDto[]> {
    const where = { deletedAt: null, active: true, ...(category ? { category } : {}) };
    return (await this.em().find(VideoSchema, where, { orderBy: ORDER })).map(toVideo);
  }

  /** The admin's list: inactive ones too. */
  async listAll(): Promise<VideoDto[]> {
    return (await this.em().find(VideoSchema, { deletedAt: null }, { orderBy: ORDER })).map(toVideo);
  }

  async create(body: CreateBody): Promise<VideoDto> {
    const em = this.em();
    // The create schema's defaults fill every required field; videoFields only types them as optional.
    const video = em.create(VideoSchema, videoFields(body) as RequiredEntityData<Video>);
    await em.flush();
    return toVideo(video);
  }

  async update(id: number, body: UpdateBody): Promise<VideoDto> {
    const em = this.em();
    const video = await em.findOne(VideoSchema, { id, deletedAt: null });
    if (!video) throw new NotFoundError('Video not found');
    Object.assign(video, videoFields(body, video));
    await em.flush();
    return toVideo(video);
  }

  /** Soft delete: updatedAt moves, so devices get the tombstone on their next sync. */
  async remove(id: number): Promise<void> {
    const em = this.em();
    const video = await em.findOne(VideoSchema, { id, deletedAt: null });
    if (!video) throw new NotFoundError('Video not found');
    video.deletedAt = new Date();
    await em.flush();
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
