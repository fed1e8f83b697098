import { create } from 'zustand';
import type { AdminReview, AdminStats, Event, Route, Video } from '@trailfinder/shared-types';
import { HttpError } from '../../lib/api-client';
import { adminApi } from './api';
import { checkAdminSession } from './session-store';

/** What the dashboard reads from the admin API, fetched once and shared by every tab. */
export interface AdminData {
  stats: AdminStats;
  routes: Route[];
  videos: Video[];
  events: Event[];
  reviews: AdminReview[];
}
export type AdminDataKey = keyof AdminData;

const FETCHERS: { [K in AdminDataKey]: () => Promise<AdminData[K]> } = {
  stats: adminApi.stats,
  routes: adminApi.routes,
  videos: adminApi.videos,
  events: adminApi.events,
  reviews: adminApi.reviews,
};

interface Entry<T> {
  data?: T;
  error?: string;
  loading: boolean;
  /** Set by invalidate: the next reader fetches again (keeping the old data on screen meanwhile). */
  stale: boolean;
}

type Entries = { [K in AdminDataKey]?: Entry<AdminData[K]> };

export const useAdminDataStore = create<{ entries: Entries }>(() => ({ entries: {} }));

const patch = <K extends AdminDataKey>(key: K, change: Partial<Entry<AdminData[K]>>) =>
  useAdminDataStore.setState((s) => ({
    entries: { ...s.entries, [key]: { loading: false, stale: false, ...s.entries[key], ...change } },
  }));

/** Fetches one list unless a fetch is already running. */
export async function loadAdminData<K extends AdminDataKey>(key: K): Promise<void> {
  if (useAdminDataStore.getState().entries[key]?.loading) return;
  patch(key, { loading: true, stale: false });
  try {
    const data = await FETCHERS[key]();
    patch(key, { data, error: undefined, loading: false });
  } catch (err) {
    console.warn(`Loading admin ${key} failed`, err);
    // Signed out elsewhere (logout, password change): the session check shows the login again.
    if (err instanceof HttpError && err.status === 401) void checkAdminSession(true);
    patch(key, { error: err instanceof Error ? err.message : String(err), loading: false });
  }
}

/** Marks lists as out of date; mounted readers fetch them again. */
export function invalidateAdminData(...keys: AdminDataKey[]): void {
  useAdminDataStore.setState((s) => {
    const entries: Partial<Record<AdminDataKey, Entry<unknown>>> = { ...s.entries };
    for (const key of keys) {
      const entry = entries[key];
      if (entry) entries[key] = { ...entry, stale: true };
    }
    return { entries: entries as Entries };
  });
}

/** Forgets everything (after logout), so the next admin starts clean. */
export function resetAdminData(): void {
  useAdminDataStore.setState({ entries: {} });
}
