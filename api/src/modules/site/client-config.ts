import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '@trailfinder/shared-types';
import { tileDownloadAllowed } from '../../config/tile-policy.js';

/**
 * The settings the web app needs (GET /api/config): also put in each rendered page's seed, so the
 * page is rendered and hydrated with them and the browser need not ask before its first render.
 */
export function clientConfig(app: FastifyInstance): ClientConfig {
  return {
    tileUrl: app.config.TILE_URL,
    tileAttribution: app.config.TILE_ATTRIBUTION,
    tileDownloadAllowed: tileDownloadAllowed(app.config),
    contactEmail: app.config.CONTACT_EMAIL,
    adClientId: app.config.ADSENSE_CLIENT_ID,
    adSlotId: app.config.ADSENSE_SLOT_ID,
    analyticsId: app.config.ANALYTICS_ID,
  };
}
