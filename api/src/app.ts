import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import configPlugin from './plugins/app/config.js';
import errorHandler from './plugins/app/error-handler.js';
import { safeValidatorCompiler } from './plugins/app/safe-validator.js';
import security from './plugins/external/security.js';
import openapi from './plugins/external/openapi.js';
import orm from './plugins/external/orm.js';
import { entities } from './entities.js';
import rateLimit from './plugins/external/rate-limit.js';
import webApp from './plugins/app/web-app.js';
import jwt from './plugins/external/jwt.js';
import auth from './plugins/app/auth.js';
import cluster from './plugins/app/cluster.js';
import seedOnStart from './seeders/seed-on-start.js';
import { crawlerFiles, siteRoutes } from './modules/site/index.js';
import { renderedPages } from './modules/page-rendering/index.js';
import { trailsPlugin, trailRoutes } from './modules/trails/index.js';
import { syncRoutes } from './modules/sync/index.js';
import { cataloguePlugin } from './modules/catalogue/index.js';
import { adminAccounts, adminApi, ADMIN_PREFIX } from './modules/admin/index.js';
import { videoRoutes } from './modules/videos/index.js';
import { weatherPlugin, weatherRoutes } from './modules/weather/index.js';
import { conditionsRoutes } from './modules/conditions/index.js';
import { reviewRoutes } from './modules/reviews/index.js';
import { newsPlugin, newsRoutes } from './modules/news/index.js';
import { recommendationRoutes } from './modules/recommendations/index.js';
import { eventRoutes } from './modules/events/index.js';
import { trackingRoutes } from './modules/tracking/index.js';
import { trackRoutes } from './modules/tracks/index.js';
import { trailImageRoutes } from './modules/trail-images/index.js';
import { tileArchivePlugin, tileRoutes } from './modules/map-tiles/index.js';
import { mapPackRoutes } from './modules/map-packs/index.js';

export interface AppOptions {
  config: AppConfig;
  memoryDatabase?: boolean;
}

export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** The whole application as one Fastify plugin: server.ts and the tests register the same thing. */
async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.setValidatorCompiler(safeValidatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(configPlugin, opts);
  await fastify.register(errorHandler);
  await fastify.register(security, { distDir: opts.config.WEB_DIST ?? DEFAULT_WEB_DIST });
  await fastify.register(openapi);
  await fastify.register(orm, { entities });
  await fastify.register(rateLimit);
  await fastify.register(seedOnStart);
  await fastify.register(cluster);
  await fastify.register(trailsPlugin);
  await fastify.register(cataloguePlugin);
  await fastify.register(adminAccounts);
  // Before every route: auth adds the guard hook for the whole /api/admin prefix.
  await fastify.register(jwt);
  await fastify.register(auth);
  await fastify.register(newsPlugin);
  await fastify.register(weatherPlugin);
  await fastify.register(tileArchivePlugin);

  await fastify.register(siteRoutes);
  await fastify.register(trailRoutes);
  await fastify.register(syncRoutes);
  await fastify.register(adminApi, { prefix: ADMIN_PREFIX });
  await fastify.register(videoRoutes);
  await fastify.register(weatherRoutes);
  await fastify.register(conditionsRoutes);
  await fastify.register(reviewRoutes);
  await fastify.register(eventRoutes);
  await fastify.register(newsRoutes);
  await fastify.register(recommendationRoutes);
  await fastify.register(trackingRoutes);
  await fastify.register(trackRoutes);
  await fastify.register(trailImageRoutes);
  await fastify.register(tileRoutes);
  await fastify.register(mapPackRoutes);
  // The rendered home and trail pages (with link-preview tags), sitemap.xml, robots.txt: before
  // the SPA fallback.
  await fastify.register(renderedPages, { distDir: opts.config.WEB_DIST ?? DEFAULT_WEB_DIST });
  await fastify.register(crawlerFiles);

  await fastify.register(webApp, { distDir: opts.config.WEB_DIST ?? DEFAULT_WEB_DIST });
}

// Not encapsulated: the decorators (orm, trails, ...) are visible to whoever registers it.
export default fp(app, { name: 'trailfinder-app' });
