import type { NewsArticle, RecommendedNews } from '@trailfinder/shared-types';

/** What a session has shown interest in: counts per province, topic and source (from /api/track). */
export interface SessionTaste {
  provinces: Record<string, number>;
  topics: Record<string, number>;
  sources: Record<string, number>;
  skillLevel: string | null;
  interactionCount: number;
}

export interface RankableArticle {
  article: NewsArticle;
  analysis: { topics: string[]; geoRelevance: string[]; skillLevel: string } | null;
}

const DAY = 86_400_000;
export const RECENCY_HALF_LIFE_DAYS = 14;
/** Interactions after which the session's taste carries its full weight. */
const FULL_CONFIDENCE_AFTER = 5;
/** Share of the score that personal taste can take over from recency at full confidence. */
const PERSONAL_SHARE = 0.6;
const WEIGHTS = { province: 0.4, topic: 0.3, source: 0.15, skill: 0.15 };

/** How much the strongest matching key is liked, relative to the session's favourite (0..1), and which key. */
function affinity(counts: Record<string, number>, keys: Iterable<string>): [number, string | null] {
  const max = Math.max(0, ...Object.values(counts));
  if (max <= 0) return [0, null];
  let best: [number, string | null] = [0, null];
  for (const k of keys) {
    const a = (counts[k] ?? 0) / max;
    if (a > best[0]) best = [a, k];
  }
  return best;
}

const hasAny = (m: Record<string, number>) => Object.values(m).some((v) => v > 0);

/**
 * Scores articles for one session. Base score: recency (exponential decay, half-life 14 days)
 * plus a boost for South African relevance. With a history, a personal score (provinces <->
 * places mentioned, topics, sources, skill level) takes over up to 60% of the weight as the
 * session's interaction count grows; it is itself damped for old articles, so a months-old story
 * in a favourite province does not outrank this week's news.
 */
export function rankNews(items: RankableArticle[], taste: SessionTaste | null, now: Date): RecommendedNews[] {
  const confidence = taste ? Math.min(1, taste.interactionCount / FULL_CONFIDENCE_AFTER) : 0;
  const scored = items.map(({ article, analysis }) => {
    const ageDays = Math.max(0, (now.getTime() - Date.parse(article.publishedAt)) / DAY);
    const recency = 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
    const geo = analysis?.geoRelevance ?? [];
    const southAfrican = geo.length > 0;
    const base = 0.75 * recency + 0.25 * (southAfrican ? 1 : 0);

    const reasons: Array<[number, string]> = [];
    let personal = 0;
    if (taste && confidence > 0) {
      let weight = 0;
      let sum = 0;
      const signal = (w: number, value: number, reason: string | null) => {
        weight += w;
        sum += w * value;
        if (value > 0 && reason) reasons.push([w * value, reason]);
      };
      if (hasAny(taste.provinces)) {
        const [a, p] = affinity(taste.provinces, geo);
        signal(WEIGHTS.province, a, p && `Mentions ${p}, where you have been browsing trails`);
      }
      if (hasAny(taste.topics)) {
        const [a, t] = affinity(taste.topics, new Set([...(analysis?.topics ?? []), article.category.toLowerCase()]));
        signal(WEIGHTS.topic, a, t && `About ${t}, a topic you read`);
      }
      if (hasAny(taste.sources)) {
        const [a] = affinity(taste.sources, [article.source]);
        signal(WEIGHTS.source, a, `From ${article.source}, a source you read`);
      }
      if (taste.skillLevel && analysis) {
        const level = analysis.skillLevel;
        const a = level === taste.skillLevel ? 1 : level === 'all' ? 0.5 : 0;
        signal(WEIGHTS.skill, a, level === taste.skillLevel ? `Suits your ${level} riding level` : null);
      }
      personal = weight > 0 ? sum / weight : 0;
    }
    const personalShare = PERSONAL_SHARE * confidence;
    const score = (1 - personalShare) * base + personalShare * personal * (0.5 + 0.5 * recency);

    const why = reasons.sort((a, b) => b[0] - a[0]).map(([, r]) => r);
    if (ageDays <= 7) why.push('Fresh this week');
    if (!reasons.length) {
      why.unshift(southAfrican ? 'Latest from South African mountain biking' : 'Latest mountain biking news');
    }
    return { article, score, why };
  });

  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        Date.parse(b.article.publishedAt) - Date.parse(a.article.publishedAt) ||
        b.article.id - a.article.id,
    )
    .map(({ article, score, why }) => ({
      ...article,
      recommendationScore: Math.min(1, Math.max(0, Math.round(score * 1000) / 1000)),
      recommendationReasons: why,
    }));
}
