import type { EntityManager } from '@mikro-orm/core';
import type { z } from 'zod';
import {
  extractYoutubeId,
  youtubeThumbnail,
  type Video as VideoDto,
  type VideoInput,
  type VideoUpdateInput,
} from '@trailfinder/shared-types';
import { VIDEO_ORDER, VideoSchema, toVideo, type Video } from '../videos/index.js';
import { copyFields, ManagedTable, withoutAbsent } from '../../db/managed-table.js';

/** Body -> entity fields. The YouTube id always comes from the URL, whatever the client sent. */
function videoFields(body: z.output<typeof VideoUpdateInput>, current?: Video): Partial<Video> {
  const fields: Partial<Video> = copyFields(body, [
    ...['title', 'description', 'category', 'tags'],
    ...['featured', 'active', 'orderIndex'],
  ] as const);
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
  return withoutAbsent(fields);
}

/** The admin's video management: every video by display order (inactive ones too), soft deletes. */
export const adminVideoTable = (em: () => EntityManager) =>
  new ManagedTable<Video, VideoDto, z.output<typeof VideoInput>, z.output<typeof VideoUpdateInput>>(em, {
    schema: VideoSchema,
    notFound: 'Video not found',
    orderBy: VIDEO_ORDER,
    toDto: toVideo,
    fields: videoFields,
  });
