import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin.routes.js';
import adminStatsRoutes from './admin-stats.routes.js';
import adminCollectionRoutes from './admin-collections.routes.js';
import adminReviewRoutes from './admin-review.routes.js';
import { adminTrackRoutes } from '../tracks/index.js';
import adminConditionRoutes from './admin-condition.routes.js';
import { adminTrailImageRoutes } from '../trail-images/index.js';

/** Where every admin endpoint lives: app.ts registers this once, under the /api/admin prefix. */
export const ADMIN_PREFIX = '/api/admin';

/**
 * Every admin endpoint, in one place. Each file beside this one holds one collection's routes and
 * its repository. The guard is not here: one onRequest hook in plugins/app/auth.ts covers every
 * route whose path starts with /api/admin (the login opts out), wherever it was registered.
 */
const adminApi: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes); // login, session, logout, change-password
  await app.register(adminStatsRoutes);
  await app.register(adminCollectionRoutes); // trails, videos, events: list, create, update, delete
  await app.register(adminReviewRoutes);
  // Tracks, trail statuses, hidden reports and trail pictures travel in the full sync the catalogue snapshot
  // serves: a successful write drops the snapshot before the answer goes out (read-your-write).
  await app.register(async (synced) => {
    synced.addHook('onSend', async (req, reply, payload) => {
      if (req.method !== 'GET' && !req.url.includes('/preview') && reply.statusCode < 300)
        await app.catalogue.changed();
      return payload;
    });
    await synced.register(adminTrackRoutes); // trails' GPX tracks
    await synced.register(adminConditionRoutes);
    await synced.register(adminTrailImageRoutes); // trails' uploaded pictures (their imageUrl)
  });
};

export default adminApi;
