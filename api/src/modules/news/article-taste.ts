import type { EntityManager } from '@mikro-orm/core';
import { NewsAnalysisSchema, NewsArticleSchema } from './news.entity.js';

/** What a click on an article says about a reader: its topics (analysis and category) and its source. */
export interface ArticleTasteFacts {
  topics: string[];
  source: string;
}

/** For the tracking module: the facts of a stored article, or null when the server does not know it. */
export async function articleTasteFacts(em: EntityManager, id: number): Promise<ArticleTasteFacts | null> {
  const article = await em.findOne(NewsArticleSchema, { id });
  if (!article) return null;
  const analysis = await em.findOne(NewsAnalysisSchema, { newsId: article.id });
  return { topics: [...(analysis?.topics ?? []), article.category.toLowerCase()], source: article.source };
}
