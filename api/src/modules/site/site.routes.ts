import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientConfig } from '@trailfinder/shared-types';
import { tileDownloadAllowed } from '../../config/tile-policy.js';
import { clientConfig } from './client-config.js';

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.TILE_OFFLINE_DOWNLOAD && !tileDownloadAllowed(app.config)) {
    app.log.warn(
      { tileUrl: app.config.TILE_URL },
      'TILE_OFFLINE_DOWNLOAD is ignored: OpenStreetMap tile servers forbid bulk downloading for offline use',
    );
  }
  app.get(
    '/api/config',
    { schema: { tags: ['site'], summary: 'Settings the web app needs', response: { 200: ClientConfig } } },
    async () => clientConfig(app),
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
