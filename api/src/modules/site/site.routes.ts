import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientConfig } from '@trailfinder/shared-types';
import { tileDownloadAllowed } from '../../config/tile-policy.js';

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const downloadAllowed = tileDownloadAllowed(app.config);
  if (app.config.TILE_OFFLINE_DOWNLOAD && !downloadAllowed) {
    app.log.warn(
      { tileUrl: app.config.TILE_URL },
      'TILE_OFFLINE_DOWNLOAD is ignored: OpenStreetMap tile servers forbid bulk downloading for offline use',
    );
  }
  app.get(
    '/api/config',
    { schema: { tags: ['site'], summary: 'Settings the web app needs', response: { 200: ClientConfig } } },
    async () => ({
      tileUrl: app.config.TILE_URL,
      tileAttribution: app.config.TILE_ATTRIBUTION,
      tileDownloadAllowed: downloadAllowed,
      contactEmail: app.config.CONTACT_EMAIL,
      adClientId: app.config.ADSENSE_CLIENT_ID,
      adSlotId: app.config.ADSENSE_SLOT_ID,
      analyticsId: app.config.ANALYTICS_ID,
    }),
  );
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await app.em().getConnection().execute('select 1');
      return { status: 'ok' as const };
    },
  );
};

export default siteRoutes;
