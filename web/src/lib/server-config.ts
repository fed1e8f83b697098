import { useEffect } from 'react';
import { create } from 'zustand';
import { DEFAULT_SERVER_CONFIG } from '../config/app-config';
import { getJson } from './api-client';
import { db } from './db';
import { META, readMeta } from './meta';

export interface ServerConfig {
  tileUrl: string;
  tileAttribution: string;
  contactEmail: string;
  /** The tile provider permits storing the tiles around a saved trail (never OpenStreetMap's own). */
  tileDownloadAllowed: boolean;
  /** Ad network (AdSense) publisher id, e.g. 'ca-pub-123'; unset = house banners only. */
  adClientId?: string;
  /** Ad unit id for the banners (optional with AdSense). */
  adSlotId?: string;
  /** Third-party analytics (GA4 measurement id); unset = first-party tracking only. */
  analyticsId?: string;
}

const useConfigStore = create<{ config: ServerConfig; loaded: boolean }>(() => ({
  config: { ...DEFAULT_SERVER_CONFIG },
  loaded: false,
}));

let started = false;

/** GET /api/config once per page load; the last answer is kept in Dexie for off-grid visits. */
async function loadServerConfig(): Promise<void> {
  const saved = await readMeta<ServerConfig>(db, META.serverConfig).catch(() => undefined);
  if (saved) useConfigStore.setState({ config: { ...DEFAULT_SERVER_CONFIG, ...saved } });
  try {
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
    useConfigStore.setState({ config });
    await db.meta.put({ key: META.serverConfig, value: config });
  } catch (err) {
    console.warn('Using the default map tiles and contact details; /api/config is unavailable.', err);
  } finally {
    useConfigStore.setState({ loaded: true });
  }
}

export function useServerConfig(): ServerConfig {
  useEffect(() => {
    if (started) return;
    started = true;
    void loadServerConfig();
  }, []);
  return useConfigStore((s) => s.config);
}
