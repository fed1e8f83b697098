import type { EntityManager } from '@mikro-orm/core';
import type { RecommendedNews } from '@trailfinder/shared-types';
import { NewsAnalysisSchema, NewsArticleSchema, toNews } from '../news/index.js';
import { UserPreferencesSchema } from '../tracking/index.js';
import { rankNews, type SessionTaste } from './news-ranking.js';

/** Articles considered for a recommendation: the newest ones (older ones have decayed anyway). */
const CANDIDATES = 500;

const visible = { isActive: true, deletedAt: null } as const;

/**
 * News ranked for a session: the articles (news module) scored against the taste the session's
 * interactions built up (tracking module). Kept apart from both so neither depends on the other.
 */
export class RecommendationRepository {
  constructor(private readonly em: () => EntityManager) {}

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
