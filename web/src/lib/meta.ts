import type { TrailDb } from './db';

/** Keys of the `meta` table (one source of truth). */
export const META = {
  cursor: 'syncCursor',
  lastSyncedAt: 'lastSyncedAt',
  serverConfig: 'serverConfig',
  /** The sync's list of recorded tracks (lib/track-refs.ts). */
  trackRefs: 'trackRefs',
} as const;

export async function readMeta<T>(db: TrailDb, key: string): Promise<T | undefined> {
  const row = await db.meta.get(key);
  return row?.value as T | undefined;
}
