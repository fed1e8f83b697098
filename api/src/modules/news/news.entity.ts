import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { syncedTable, timestampProperties, type SyncedRow, type Timestamps } from '../../db/base-properties.js';

export interface NewsArticle extends SyncedRow {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'deletedAt' | 'isActive' | 'category';
  title: string;
  description: string | null;
  content: string | null;
  url: string;
  imageUrl: string | null;
  source: string;
  sourceColor: string | null;
  category: string;
  publishedAt: Date;
  isActive: boolean;
}

export const NewsArticleSchema = syncedTable<NewsArticle>(
  { name: 'NewsArticle', tableName: 'news_articles' },
  {
    title: { type: 'string', length: 500 },
    description: { type: 'text', nullable: true },
    content: { type: 'text', nullable: true },
    url: { type: 'string', length: 1000, unique: true },
    imageUrl: { type: 'string', length: 1000, nullable: true },
    source: { type: 'string', length: 255 },
    sourceColor: { type: 'string', length: 20, nullable: true },
    category: { type: 'string', length: 50, default: 'general' },
    publishedAt: { type: 'Date', columnType: 'timestamptz(3)', index: true },
    isActive: { type: 'boolean', default: true },
  },
);

/** An article's analysis: computed once when an article is stored. */
export interface NewsAnalysis extends Timestamps {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'analyzedAt';
  newsId: number;
  topics: string[];
  keywords: string[];
  skillLevel: string;
  geoRelevance: string[];
  equipment: string[];
  eventTypes: string[];
  sentiment: number;
  readingTime: number;
  analyzedAt: Date;
}

export const NewsAnalysisSchema = new EntitySchema<NewsAnalysis>({
  name: 'NewsAnalysis',
  tableName: 'news_analyses',
  properties: {
    newsId: { type: 'integer', primary: true, autoincrement: false },
    topics: { type: 'json' },
    keywords: { type: 'json' },
    skillLevel: { type: 'string', length: 30 },
    geoRelevance: { type: 'json' },
    equipment: { type: 'json' },
    eventTypes: { type: 'json' },
    sentiment: { type: 'double' },
    readingTime: { type: 'integer' },
    analyzedAt: { type: 'Date', columnType: 'timestamptz(3)', onCreate: () => new Date() },
    ...timestampProperties,
  },
});
