import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/use-live-query';
import { NEWS_FETCH_LIMIT } from '@trailfinder/shared-types/rules';
import { latestNewsQuery, recommendedNewsQuery } from '../api';
import { chooseNews, personalizedFailed, type NewsMode, type NewsView, type Outcome } from '../news-view';

const outcome = <T>(q: UseQueryResult<T[]>, enabled: boolean): Outcome<T> => ({
  data: q.data,
  error: q.error ?? undefined,
  loading: enabled && q.isPending,
});

/** The articles of the news section for a mode, with the fallbacks of `chooseNews`. */
export function useNews(mode: NewsMode): NewsView {
  const wantPersonal = mode === 'personalized';
  const rec = outcome(useQuery({ ...recommendedNewsQuery, enabled: wantPersonal }), wantPersonal);
  const needLatest = mode === 'latest' || personalizedFailed(rec);
  const latest = outcome(useQuery({ ...latestNewsQuery, enabled: needLatest }), needLatest);
  // The device copy (filled by sync) is only read once the server has failed us.
  const latestFailed = needLatest && latest.error !== undefined && !latest.data;
  const device = useLiveQuery(
    async (db) =>
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
