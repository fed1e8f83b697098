import { queryOptions } from '@tanstack/react-query';
import { NEWS_FETCH_LIMIT } from '@trailfinder/shared-types/rules';
import type { NewsArticle, RecommendedNews } from '@trailfinder/shared-types';
import { getJson } from '../../lib/api-client';
import { FRESHNESS } from '../../lib/query/freshness';
import { queryKeys } from '../../lib/query/query-keys';
import { getSessionId } from '../../lib/session-id';

const LATEST_NEWS_PATH = `/api/news?limit=${NEWS_FETCH_LIMIT}`;
const RECOMMENDED_NEWS_PATH = `/api/recommendations/news?limit=${NEWS_FETCH_LIMIT}`;

/** GET /api/news?limit=40, newest first. */
async function fetchLatestNews(): Promise<NewsArticle[]> {
  try {
    return await getJson<NewsArticle[]>(LATEST_NEWS_PATH);
  } catch (err) {
    console.warn('News request failed', err);
    throw new Error('Failed to fetch news', { cause: err });
  }
}

/** GET /api/recommendations/news?limit=40 for this device's anonymous session. */
async function fetchRecommendedNews(): Promise<RecommendedNews[]> {
  try {
    return await getJson<RecommendedNews[]>(RECOMMENDED_NEWS_PATH, { headers: { 'X-Session-Id': getSessionId() } });
  } catch (err) {
    console.warn('Personalised news request failed; showing the latest news instead', err);
    throw new Error('Failed to fetch personalized news', { cause: err });
  }
}

export const latestNewsQuery = queryOptions({
  queryKey: queryKeys.latestNews,
  queryFn: fetchLatestNews,
  ...FRESHNESS.news,
});

export const recommendedNewsQuery = queryOptions({
  queryKey: queryKeys.recommendedNews,
  queryFn: fetchRecommendedNews,
  ...FRESHNESS.recommendedNews,
});
