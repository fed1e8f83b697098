import type { NewsArticle, RecommendedNews } from '@trailfinder/shared-types';

export type NewsMode = 'personalized' | 'latest';

/** What a request has produced so far. */
export interface Outcome<T> {
  data: T[] | undefined;
  error: unknown;
  loading: boolean;
}

export type NewsArticleView = NewsArticle & Partial<Pick<RecommendedNews, 'recommendationReasons'>>;

export type NewsView =
  | { kind: 'loading' }
  | { kind: 'articles'; articles: NewsArticleView[]; personalized: boolean; fromDevice: boolean }
  | { kind: 'empty' }
  | { kind: 'unavailable' };

const hasItems = <T>(o: Outcome<T>) => o.data !== undefined && o.data.length > 0;

/** Personalized mode falls back to the latest news when the personal call fails or has no data. */
export function personalizedFailed(rec: Outcome<RecommendedNews>): boolean {
  return !rec.loading && !hasItems(rec);
}

/**
 * Which articles to show: the personal ranking, else the latest from the server, else (offline,
 * server down) the latest copy on this device. Nothing to show after a failure is 'unavailable';
 * a server that answers with no articles is 'empty'.
 */
export function chooseNews(
  mode: NewsMode,
  rec: Outcome<RecommendedNews>,
  latest: Outcome<NewsArticle>,
  device: NewsArticle[] | undefined,
): NewsView {
  if (mode === 'personalized') {
    if (hasItems(rec)) return { kind: 'articles', articles: rec.data!, personalized: true, fromDevice: false };
    if (rec.loading) return { kind: 'loading' };
  }
  if (hasItems(latest)) return { kind: 'articles', articles: latest.data!, personalized: false, fromDevice: false };
  if (latest.loading) return { kind: 'loading' };
  if (latest.data) return { kind: 'empty' };
  if (device === undefined) return { kind: 'loading' };
  if (device.length > 0) return { kind: 'articles', articles: device, personalized: false, fromDevice: true };
  return { kind: 'unavailable' };
}
