import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStats, formatAdminDistance } from '@trailfinder/shared-types';
import { countPublishedVideos } from '../videos/index.js';
import { adminSchema } from './admin-schema.js';

/** /api/admin/stats: the dashboard's totals. */
const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: adminSchema("Dashboard totals; totalDistance as text such as '1867km'", {
        response: { 200: AdminStats },
      }),
    },
    async () => {
      const stats = await app.trails.stats();
      const totalVideos = await countPublishedVideos(app.em());
      return { ...stats, totalDistance: formatAdminDistance(stats.totalDistance), totalVideos };
    },
  );
};

export default adminStatsRoutes;
