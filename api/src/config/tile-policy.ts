import type { AppConfig } from './env.js';

/**
 * Domains of the OpenStreetMap Foundation's tile servers (tile.openstreetmap.org, its
 * a./b./c. subdomains, the tile.osm.org alias). Their usage policy forbids bulk downloading
 * tiles for offline use, so the whole domains count, whatever the subdomain.
 */
const OSM_DOMAINS = ['openstreetmap.org', 'osm.org'];

/** Whether a TILE_URL template points at an OpenStreetMap-operated host. Unparseable = yes (be safe). */
export function isOpenStreetMapTileUrl(tileUrl: string): boolean {
  let host: string;
  try {
    host = new URL(tileUrl.replace(/\{[^}]*\}/g, 'a')).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return true;
  }
  return OSM_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The web app may store tiles around saved trails: only when enabled and the provider is not OpenStreetMap. */
export function tileDownloadAllowed(config: Pick<AppConfig, 'TILE_URL' | 'TILE_OFFLINE_DOWNLOAD'>): boolean {
  return config.TILE_OFFLINE_DOWNLOAD && !isOpenStreetMapTileUrl(config.TILE_URL);
}
