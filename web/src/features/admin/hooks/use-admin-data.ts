import { useEffect } from 'react';
import { loadAdminData, useAdminDataStore, type AdminData, type AdminDataKey } from '../admin-data-store';
import { useAdminSession } from './use-admin-session';

/** One admin list; fetched only while an admin is signed in (spec section 4). */
export function useAdminData<K extends AdminDataKey>(key: K) {
  const { isAdmin } = useAdminSession();
  const entry = useAdminDataStore((s) => s.entries[key]);
  const needsLoad = isAdmin && (!entry || (entry.stale && !entry.loading));
  useEffect(() => {
    if (needsLoad) void loadAdminData(key);
  }, [needsLoad, key]);
  return {
    data: entry?.data as AdminData[K] | undefined,
    error: entry?.error,
    loading: !entry?.data && (entry?.loading ?? isAdmin),
  };
}
