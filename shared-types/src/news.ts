import { z } from 'zod';
import { NewsArticle } from './content.js';
import { NEWS_FETCH_LIMIT } from './constants.js';

/** Categories the ingestion guesses; the web app styles racing, reviews, gear and events. */
export const NEWS_CATEGORIES = ['racing', 'reviews', 'gear', 'events', 'trails', 'skills', 'general'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export type NewsSkillLevel = (typeof NEWS_SKILL_LEVELS)[number];

export const NEWS_MAX_LIMIT = 100;

const Limit = z.coerce.number().int().min(1).max(NEWS_MAX_LIMIT).default(NEWS_FETCH_LIMIT);

/** GET /api/news?limit=&category= (category compared without regard to letter case; 'all'/empty = any). */
export const NewsQuery = z.object({
  limit: Limit,
  category: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((v) => (!v || v.toLowerCase() === 'all' ? undefined : v.toLowerCase())),
});
export type NewsQuery = z.output<typeof NewsQuery>;

/** GET /api/recommendations/news?limit= */
export const RecommendationQuery = z.object({ limit: Limit });
export type RecommendationQuery = z.output<typeof RecommendationQuery>;

export const NewsList = z.array(NewsArticle);

/** A news article ranked for one session: score 0..1 (higher = better match) and why, in plain words. */
export const RecommendedNews = NewsArticle.extend({
  recommendationScore: z.number().min(0).max(1),
  recommendationReasons: z.array(z.string()),
});
export type RecommendedNews = z.infer<typeof RecommendedNews>;
export const RecommendedNewsList = z.array(RecommendedNews);

/** An article's analysis, computed once per stored article. */
export const NewsAnalysis = z.object({
  newsId: z.number().int(),
  topics: z.array(z.string()),
  keywords: z.array(z.string()),
  skillLevel: z.enum(NEWS_SKILL_LEVELS),
  /** 'South Africa', then the provinces, then the towns the article mentions. */
  geoRelevance: z.array(z.string()),
  equipment: z.array(z.string()),
  eventTypes: z.array(z.string()),
  /** -1 (negative) .. 1 (positive). */
  sentiment: z.number().min(-1).max(1),
  /** Minutes at 200 words per minute, at least 1. */
  readingTime: z.number().int().min(1),
  analyzedAt: z.string(),
});
export type NewsAnalysis = z.infer<typeof NewsAnalysis>;
