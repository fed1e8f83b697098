import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query/query-keys';
import { adminClient } from '../admin-client';
import { onAdminUnauthorized } from '../admin-session';
import { useAdminSession } from './use-admin-session';

const LISTS = {
  stats: adminClient.stats,
  trails: adminClient.trails.list,
  videos: adminClient.videos.list,
  events: adminClient.events.list,
  reviews: adminClient.reviews.list,
};
type AdminList = keyof typeof LISTS;
type AdminData<K extends AdminList> = Awaited<ReturnType<(typeof LISTS)[K]>>;

/** One admin list; fetched only while an admin is signed in. */
export function useAdminData<K extends AdminList>(key: K) {
  const { isAdmin } = useAdminSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.admin[key],
    queryFn: LISTS[key] as () => Promise<AdminData<K>>,
    enabled: isAdmin,
  });
  useEffect(() => {
    if (query.error) onAdminUnauthorized(queryClient, query.error);
  }, [query.error, queryClient]);
  return {
    data: query.data,
    error: query.error?.message,
    loading: query.isLoading || (isAdmin && query.isPending),
  };
}
