import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ClientConfig = z.object({ tileUrl: z.string(), tileAttribution: z.string(), contactEmail: z.string() });

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    { schema: { tags: ['site'], summary: 'Settings the web app needs', response: { 200: ClientConfig } } },
    async () => ({
      tileUrl: app.config.TILE_URL,
      tileAttribution: app.config.TILE_ATTRIBUTION,
      contactEmail: app.config.CONTACT_EMAIL,
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
