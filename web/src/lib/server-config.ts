import type { ClientConfig } from '@trailfinder/shared-types';
import { DEFAULT_SERVER_CONFIG } from '../config/app-config';
import { getJson } from './api-client';
import { db } from './db';
import { META, readMeta } from './meta';
import { useDeviceBackedQuery } from './query/device-backed-query';
import { FRESHNESS } from './query/freshness';
import { queryKeys } from './query/query-keys';

/** GET /api/config with the defaults filled in where the server left a setting empty. */
export type ServerConfig = ClientConfig;

async function fetchServerConfig(): Promise<ServerConfig> {
  const fresh = await getJson<Partial<ServerConfig>>('/api/config');
  const config: ServerConfig = {
    tileUrl: fresh.tileUrl || DEFAULT_SERVER_CONFIG.tileUrl,
    tileAttribution: fresh.tileAttribution || DEFAULT_SERVER_CONFIG.tileAttribution,
    contactEmail: fresh.contactEmail ?? '',
    tileDownloadAllowed: fresh.tileDownloadAllowed === true,
    adClientId: fresh.adClientId || undefined,
    adSlotId: fresh.adSlotId || undefined,
    analyticsId: fresh.analyticsId || undefined,
  };
  // The last answer is kept for off-grid visits.
  await db.meta.put({ key: META.serverConfig, value: config }).catch(() => undefined);
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

const readSaved = async () => {
  const saved = await readMeta<ServerConfig>(db, META.serverConfig).catch(() => undefined);
  return saved && { ...DEFAULT_SERVER_CONFIG, ...saved };
};

/** The server's settings: asked once per page load, the device's last copy meanwhile, else the defaults. */
export function useServerConfig(): ServerConfig {
  const { data } = useDeviceBackedQuery({
    query: configQuery,
    readDevice: readSaved,
    deps: [],
    pick: (_device, server) => server,
  });
  return data ?? DEFAULT_SERVER_CONFIG;
}
