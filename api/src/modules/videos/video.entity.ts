import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import {
  idProperty,
  softDeleteProperty,
  timestampProperties,
  type SoftDelete,
  type Timestamps,
} from '../../db/base-properties.js';

export interface Video extends Timestamps, SoftDelete {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'deletedAt'
    | 'category'
    | 'featured'
    | 'active'
    | 'viewCount'
    | 'orderIndex'
    | 'publishedAt';
  id: number;
  title: string;
  description: string | null;
  youtubeUrl: string;
  youtubeId: string;
  thumbnail: string | null;
  category: 'trail-reviews' | 'gear-reviews' | 'how-to' | 'racing' | 'general';
  tags: string[];
  featured: boolean;
  active: boolean;
  viewCount: number;
  orderIndex: number;
  publishedAt: Date;
}

export const VideoSchema = new EntitySchema<Video>({
  name: 'Video',
  tableName: 'videos',
  properties: {
    id: idProperty,
    title: { type: 'string', length: 255 },
    description: { type: 'text', nullable: true },
    youtubeUrl: { type: 'string', length: 1000 },
    youtubeId: { type: 'string', length: 11 },
    thumbnail: { type: 'string', length: 1000, nullable: true },
    category: { type: 'string', length: 30, default: 'general' },
    tags: { type: 'json' },
    featured: { type: 'boolean', default: false },
    active: { type: 'boolean', default: true },
    viewCount: { type: 'integer', default: 0 },
    orderIndex: { type: 'integer', default: 0 },
    publishedAt: { type: 'Date', columnType: 'timestamptz(3)', onCreate: () => new Date() },
    ...timestampProperties,
    ...softDeleteProperty,
  },
});
