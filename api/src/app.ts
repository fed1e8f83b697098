import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import configPlugin from './plugins/app/config.js';
import errorHandler from './plugins/app/error-handler.js';
import security from './plugins/external/security.js';
import openapi from './plugins/external/openapi.js';
import orm from './plugins/external/orm.js';
import services from './plugins/app/services.js';
import webApp from './plugins/app/web-app.js';
import siteRoutes from './modules/site/site.routes.js';
import trailRoutes from './modules/trails/trail.routes.js';
import syncRoutes from './modules/sync/sync.routes.js';
import jwt from './plugins/external/jwt.js';
import auth from './plugins/app/auth.js';
import adminRoutes from './modules/admin/admin.routes.js';
import adminTrailRoutes from './modules/admin/admin-trail.routes.js';
import videoRoutes from './modules/videos/video.routes.js';
import eventAdminRoutes from './modules/events/event-admin.routes.js';
import reviewAdminRoutes from './modules/reviews/review-admin.routes.js';
import weatherRoutes from './modules/weather/weather.routes.js';
import reviewRoutes from './modules/reviews/review.routes.js';
import linkPreview from './modules/site/link-preview.js';
import news from './modules/news/news.plugin.js';
import eventRoutes from './modules/events/event.routes.js';
import newsRoutes from './modules/news/news.routes.js';
import trackingRoutes from './modules/tracking/tracking.routes.js';

export interface AppOptions {
  config: AppConfig;
  memoryDatabase?: boolean;
}

export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** The whole application as one Fastify plugin: server.ts and the tests register the same thing. */
async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(configPlugin, opts);
  await fastify.register(errorHandler);
  await fastify.register(security);
  await fastify.register(openapi);
  await fastify.register(orm);
  await fastify.register(services);
  // Before every route: auth adds the guard hook for the whole /api/admin prefix.
  await fastify.register(jwt);
  await fastify.register(auth);
  await fastify.register(news);

  await fastify.register(siteRoutes);
  await fastify.register(trailRoutes);
  await fastify.register(syncRoutes);
  await fastify.register(adminRoutes);
  await fastify.register(adminTrailRoutes);
  await fastify.register(videoRoutes);
  await fastify.register(eventAdminRoutes);
  await fastify.register(reviewAdminRoutes);
  await fastify.register(weatherRoutes);
  await fastify.register(reviewRoutes);
  await fastify.register(eventRoutes);
  await fastify.register(newsRoutes);
  await fastify.register(trackingRoutes);
  // Trail pages with link-preview tags, sitemap.xml, robots.txt: before the SPA fallback.
  await fastify.register(linkPreview, { distDir: opts.config.WEB_DIST ?? DEFAULT_WEB_DIST });

  await fastify.register(webApp, { distDir: opts.config.WEB_DIST ?? DEFAULT_WEB_DIST });
}

// Not encapsulated: the decorators (orm, trails, ...) are visible to whoever registers it.
export default fp(app, { name: 'trailfinder-app' });
