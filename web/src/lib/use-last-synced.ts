import { useLiveQuery } from './use-live-query';
import { db } from './db';
import { META, readMeta } from './meta';

/** When this device last pulled changes from the server (ISO text), or undefined. */
export function useLastSyncedAt(): string | undefined {
  return useLiveQuery(() => readMeta<string>(db, META.lastSyncedAt), []);
}
