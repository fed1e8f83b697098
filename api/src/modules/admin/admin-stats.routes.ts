import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStats, ErrorResponse, formatAdminDistance } from '@trailfinder/shared-types';
import { countPublishedVideos } from '../videos/index.js';

/** /api/admin/stats: the dashboard's totals. */
const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: "Dashboard totals; totalDistance as text such as '1867km'",
        response: { 200: AdminStats, 401: ErrorResponse },
      },
    },
    async () => {
      const stats = await app.trails.stats();
      const totalVideos = await countPublishedVideos(app.em());
      return { ...stats, totalDistance: formatAdminDistance(stats.totalDistance), totalVideos };
    },
  );
};

export default adminStatsRoutes;
