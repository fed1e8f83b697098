import type { QueryClient } from '@tanstack/react-query';
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

/** The server's answer with the defaults filled in where it left a setting empty. */
function withDefaults(fresh: Partial<ServerConfig>): ServerConfig {
  return {
    tileUrl: fresh.tileUrl || DEFAULT_SERVER_CONFIG.tileUrl,
    tileAttribution: fresh.tileAttribution || DEFAULT_SERVER_CONFIG.tileAttribution,
    contactEmail: fresh.contactEmail ?? '',
    tileDownloadAllowed: fresh.tileDownloadAllowed === true,
    adClientId: fresh.adClientId || undefined,
    adSlotId: fresh.adSlotId || undefined,
    analyticsId: fresh.analyticsId || undefined,
  };
}

const save = (config: ServerConfig) => db.meta.put({ key: META.serverConfig, value: config });

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
  const saved = await readMeta<ServerConfig>(db, META.serverConfig).catch(() => undefined);
  if (JSON.stringify(saved) !== JSON.stringify(config)) await save(config);
}
