import { OptionalProps } from '@mikro-orm/core';
import { syncedTable, type SyncedRow } from '../../db/base-properties.js';

export interface Video extends SyncedRow {
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

export const VideoSchema = syncedTable<Video>(
  { name: 'Video', tableName: 'videos' },
  {
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
  },
);
