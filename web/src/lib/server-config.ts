import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '@trailfinder/shared-types';
import { DEFAULT_SERVER_CONFIG } from '../config/app-config';
import { getJson } from './api-client';
import { loadDb } from './device-db';
import { META, readMeta } from './meta';
import { FRESHNESS } from './query/freshness';
import { queryKeys } from './query/query-keys';
import { useOnline } from './use-online';

/** GET /api/config with the defaults filled in where the server left a setting empty. */
export type ServerConfig = ClientConfig;

/** The server's answer with the defaults filled in where it left a setting empty. */
function withDefaults(fresh: Partial<ServerConfig>): ServerConfig {
  return {
    // The rest as the server gives it: the vector map's tileKind and tileMaxZoom (decision 086).
    ...fresh,
    tileUrl: fresh.tileUrl || DEFAULT_SERVER_CONFIG.tileUrl,
    tileAttribution: fresh.tileAttribution || DEFAULT_SERVER_CONFIG.tileAttribution,
    contactEmail: fresh.contactEmail ?? '',
    tileDownloadAllowed: fresh.tileDownloadAllowed === true,
    mapPacks: fresh.mapPacks === true,
    adClientId: fresh.adClientId || undefined,
    adSlotId: fresh.adSlotId || undefined,
    analyticsId: fresh.analyticsId || undefined,
  };
}

const save = async (config: ServerConfig) => (await loadDb()).meta.put({ key: META.serverConfig, value: config });
/** The copy kept on the device, as saved (undefined when there is none or it cannot be read). */
const readSaved = () =>
  loadDb()
    .then((db) => readMeta<ServerConfig>(db, META.serverConfig))
    .catch(() => undefined);

async function fetchServerConfig(): Promise<ServerConfig> {
  const config = withDefaults(await getJson<Partial<ServerConfig>>('/api/config'));
  // The last answer is kept for off-grid visits.
  await save(config).catch(() => undefined);
  return config;
}

const configQuery = {
  queryKey: queryKeys.config,
  queryFn: async () => {
    try {
      return await fetchServerConfig();
    } catch (err) {
      console.warn('Using the default map tiles and contact details; /api/config is unavailable.', err);
      throw err;
    }
  },
  ...FRESHNESS.config,
};

/** The copy kept on the device (null when there is none: a query's answer cannot be undefined). */
const savedConfigQuery = {
  queryKey: queryKeys.savedConfig,
  queryFn: async (): Promise<ServerConfig | null> => {
    const saved = await readSaved();
    return saved ? { ...DEFAULT_SERVER_CONFIG, ...saved } : null;
  },
  staleTime: Infinity,
};

/**
 * The server's settings: asked once per page load (a rendered page comes with them), the device's
 * last copy meanwhile or offline, else the defaults. The device's copy is read once, and only
 * while the server's answer is missing: it changes only when that answer arrives, and a live
 * IndexedDB query in each of the ~8 parts that read the settings cost the page's start a
 * subscription and a timer apiece.
 */
export function useServerConfig(): ServerConfig {
  const online = useOnline();
  const { data } = useQuery({ ...configQuery, enabled: online });
  const saved = useQuery({ ...savedConfigQuery, enabled: data === undefined });
  return data ?? saved.data ?? DEFAULT_SERVER_CONFIG;
}

/**
 * The highest zoom the tiles at `url` exist at, when they are this server's archive (its
 * `tileMaxZoom`): past it a map draws that zoom's tiles enlarged instead of asking for tiles the
 * archive does not have (tilemaker stops at zoom 14 by default). Undefined for any other tiles.
 */
export function nativeMaxZoom({ tileUrl, tileMaxZoom }: ServerConfig, url: string): number | undefined {
  return url === tileUrl ? tileMaxZoom : undefined;
}

/**
 * A rendered page came with the settings it was rendered with (its seed): the query starts with
 * them, on the server and in the browser alike, so the footer, the consent question and the maps
 * hydrate as they were rendered and /api/config is not asked on this page load.
 */
export function seedServerConfig(client: QueryClient, seeded: ClientConfig | undefined): void {
  if (seeded) client.setQueryData(configQuery.queryKey, withDefaults(seeded));
}

/** Keeps a seeded page's settings on the device for off-grid visits, as an answer would be. */
export async function saveSeededServerConfig(seeded: ClientConfig | undefined): Promise<void> {
  if (!seeded) return;
  const config = withDefaults(seeded);
  // The same copy is not written again: a write re-renders every part that reads the settings.
  if (JSON.stringify(await readSaved()) !== JSON.stringify(config)) await save(config);
}
