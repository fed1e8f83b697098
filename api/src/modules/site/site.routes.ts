import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ClientConfig = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  contactEmail: z.string(),
  /** Set only when configured: the web app loads third-party scripts only for these, after consent. */
  adClientId: z.string().optional(),
  adSlotId: z.string().optional(),
  analyticsId: z.string().optional(),
});

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    { schema: { tags: ['site'], summary: 'Settings the web app needs', response: { 200: ClientConfig } } },
    async () => ({
      tileUrl: app.config.TILE_URL,
      tileAttribution: app.config.TILE_ATTRIBUTION,
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
