import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '@trailfinder/shared-types';
import { tileDownloadAllowed } from '../../config/tile-policy.js';
import { archiveAttribution } from '../map-tiles/index.js';

/**
 * The settings the web app needs (GET /api/config): also put in each rendered page's seed, so the
 * page is rendered and hydrated with them and the browser need not ask before its first render.
 */
export function clientConfig(app: FastifyInstance): ClientConfig {
  return {
    ...tileSettings(app),
    contactEmail: app.config.CONTACT_EMAIL,
    adClientId: app.config.ADSENSE_CLIENT_ID,
    adSlotId: app.config.ADSENSE_SLOT_ID,
    analyticsId: app.config.ANALYTICS_ID,
  };
}

/** Formats the app's Leaflet map draws: raster as tile layers, MVT with protomaps-leaflet (decision 086). */
const RASTER = new Set(['png', 'jpg', 'webp', 'avif']);
const VECTOR = new Set(['mvt']);

/**
 * With a tile archive (MAP_PMTILES) of raster or vector tiles the map's tiles come from this
 * server, addressed with the archive's identity so they can be cached for good, and offline packs
 * are offered; the older "store tiles around a saved trail" setting is then not needed.
 * Otherwise TILE_URL as before.
 */
function tileSettings(app: FastifyInstance) {
  const archive = app.tileArchive.latest();
  if (archive && (RASTER.has(archive.format) || VECTOR.has(archive.format)))
    return {
      tileUrl: `/tiles/{z}/{x}/{y}.${archive.format}?v=${archive.identity}`,
      tileAttribution: archiveAttribution(archive, app.config.TILE_ATTRIBUTION),
      tileDownloadAllowed: false,
      mapPacks: true,
      tileKind: VECTOR.has(archive.format) ? ('vector' as const) : ('raster' as const),
      tileMaxZoom: archive.header.maxZoom,
    };
  return {
    tileUrl: app.config.TILE_URL,
    tileAttribution: app.config.TILE_ATTRIBUTION,
    tileDownloadAllowed: tileDownloadAllowed(app.config),
    mapPacks: false,
  };
}
