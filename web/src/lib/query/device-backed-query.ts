import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { TrailDb } from '../db';
import { useLiveQuery } from '../use-live-query';
import { useOnline } from '../use-online';

export type DeviceBackedStatus = 'loading' | 'fresh' | 'failed';

export interface DeviceBacked<T> {
  /** What to show: undefined while nothing is known yet, null when neither side has an answer. */
  data: T | null | undefined;
  /**
   * 'fresh': the server answered during this visit. 'failed': it could not be asked (offline) or
   * did not answer, so `data` is the device's copy. 'loading': the first answer is on its way.
   */
  status: DeviceBackedStatus;
}

export interface DeviceBackedOptions<T, K extends QueryKey> {
  /** The query; its queryFn fetches the answer and keeps it in Dexie. */
  query: Omit<UseQueryOptions<T, Error, T, K>, 'enabled'>;
  /**
   * False while the answer is not wanted (a closed panel): neither the server nor the device is
   * asked. Offline the server is never asked for it.
   */
  enabled?: boolean;
  /** Reads the device's copy; re-run whenever Dexie changes. */
  readDevice: (db: TrailDb) => Promise<T | undefined>;
  /** The inputs readDevice depends on. */
  deps: unknown[];
  /** Which answer to show when both exist; by default the device's (the query writes it). */
  pick?: (device: T, server: T) => T;
}

/**
 * A server answer the rider must still see off-grid (weather, forecast, reviews, settings): the
 * query keeps it fresh and saves it in Dexie, the device's copy is read live from Dexie, and the
 * status says which of the two is on screen.
 */
export function useDeviceBackedQuery<T, K extends QueryKey>({
  query,
  enabled = true,
  readDevice,
  deps,
  pick,
}: DeviceBackedOptions<T, K>): DeviceBacked<T> {
  // The caller names readDevice's inputs in deps. An answer not wanted yet is not read from the
  // device either: a closed forecast panel costs the trail page's start no IndexedDB read.
  const device = useLiveQuery(
    async (db) => (enabled ? ((await readDevice(db)) ?? null) : undefined),
    [...deps, enabled],
  );
  const online = useOnline();
  const result = useQuery({ ...query, enabled: enabled && online });

  const server = result.data;
  let data: T | null | undefined;
  if (device && server !== undefined) data = pick ? pick(device, server) : device;
  else data = device ?? server ?? (device === undefined ? undefined : null);

  let status: DeviceBackedStatus = 'loading';
  if (!online || result.status === 'error') status = 'failed';
  else if (result.status === 'success') status = 'fresh';
  return { data, status };
}

/** An answer kept with the time it was received, shown 'as of' that time when offline. */
export interface Timed {
  fetchedAt: string;
}

/** The newer of two timed answers (saving one in Dexie can fail, on a full disk). */
export const newerTimed = <T extends Timed>(a: T, b: T): T => (b.fetchedAt > a.fetchedAt ? b : a);

/**
 * A query function for a timed answer: a copy saved on this device less than `freshMs` ago is
 * used as it is (no request), otherwise `refresh` fetches and saves a new one.
 */
export function savedWhileFresh<T extends Timed>(
  readSaved: () => Promise<T | undefined>,
  refresh: () => Promise<T>,
  freshMs: number,
): () => Promise<T> {
  return async () => {
    const saved = await readSaved().catch(() => undefined);
    if (saved && Date.now() - Date.parse(saved.fetchedAt) < freshMs) return saved;
    return refresh();
  };
}
