import { useLiveQuery } from 'dexie-react-hooks';
import { NEWS_FETCH_LIMIT } from '@trailfinder/shared-types/rules';
import type { NewsArticle, RecommendedNews } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';
import { useCachedQuery } from '../../../lib/query-cache';
import { fetchLatestNews, fetchRecommendedNews, LATEST_NEWS_PATH, RECOMMENDED_NEWS_PATH } from '../api';
import { chooseNews, personalizedFailed, type NewsMode, type NewsView } from '../news-view';

const MINUTE = 60 * 1000;
/** Spec section 9: news fresh 10 minutes; recommended news fresh 5 minutes, refreshed every 15. */
const LATEST = { freshMs: 10 * MINUTE };
const RECOMMENDED = { freshMs: 5 * MINUTE, refreshMs: 15 * MINUTE };

/** The articles of the news section for a mode, with the fallbacks of `chooseNews`. */
export function useNews(mode: NewsMode): NewsView {
  const rec = useCachedQuery<RecommendedNews[]>(
    mode === 'personalized' ? RECOMMENDED_NEWS_PATH : null,
    fetchRecommendedNews,
    RECOMMENDED,
  );
  const needLatest = mode === 'latest' || personalizedFailed(rec);
  const latest = useCachedQuery<NewsArticle[]>(needLatest ? LATEST_NEWS_PATH : null, fetchLatestNews, LATEST);
  // The device copy (filled by sync) is only read once the server has failed us.
  const latestFailed = needLatest && latest.error !== undefined && !latest.data;
  const device = useLiveQuery(
    async () =>
      latestFailed
        ? await db.news
            .orderBy('publishedAt')
            .reverse()
            .filter((n) => n.isActive)
            .limit(NEWS_FETCH_LIMIT)
            .toArray()
        : undefined,
    [latestFailed],
  );
  return chooseNews(mode, rec, latest, device);
}
