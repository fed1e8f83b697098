import type { EntityManager } from '@mikro-orm/core';
import type { NewsArticle, NewsQuery, RecommendedNews } from '@trailfinder/shared-types';
import { NewsAnalysisSchema, NewsArticleSchema } from './news.entity.js';
import { toNews } from './news.mapper.js';
import { rankNews, type SessionTaste } from './news-ranking.js';
import { UserPreferencesSchema } from '../tracking/tracking.entity.js';

/** Articles considered for a recommendation: the newest ones (older ones have decayed anyway). */
const CANDIDATES = 500;

/** `%`, `_` and `\` are wildcards in (I)LIKE patterns: escape them so a category matches literally. */
const literalLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const visible = { isActive: true, deletedAt: null } as const;

export class NewsRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** Newest first; category compared without regard to letter case. */
  async list(q: NewsQuery): Promise<NewsArticle[]> {
    const rows = await this.em().find(
      NewsArticleSchema,
      { ...visible, ...(q.category ? { category: { $ilike: literalLike(q.category) } } : {}) },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: q.limit },
    );
    return rows.map(toNews);
  }

  async recommend(sessionId: string | undefined, limit: number, now = new Date()): Promise<RecommendedNews[]> {
    const em = this.em();
    const articles = await em.find(NewsArticleSchema, visible, {
      orderBy: { publishedAt: 'desc', id: 'desc' },
      limit: CANDIDATES,
    });
    const analyses = articles.length
      ? await em.find(NewsAnalysisSchema, { newsId: { $in: articles.map((a) => a.id) } })
      : [];
    const byId = new Map(analyses.map((a) => [a.newsId, a]));
    const prefs = sessionId ? await em.findOne(UserPreferencesSchema, { sessionId }) : null;
    const taste: SessionTaste | null = prefs && {
      provinces: prefs.preferredProvinces,
      topics: prefs.preferredNewsTopics,
      sources: prefs.preferredSources,
      skillLevel: prefs.skillLevel,
      interactionCount: prefs.interactionCount,
    };
    const ranked = rankNews(
      articles.map((a) => ({ article: toNews(a), analysis: byId.get(a.id) ?? null })),
      taste,
      now,
    );
    return ranked.slice(0, limit);
  }
}
