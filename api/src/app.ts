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

  await fastify.register(siteRoutes);
  await fastify.register(trailRoutes);
  await fastify.register(syncRoutes);

  await fastify.register(webApp, { distDir: opts.config.WEB_DIST ?? DEFAULT_WEB_DIST });
}

// Not encapsulated: the decorators (orm, trails, ...) are visible to whoever registers it.
export default fp(app, { name: 'trailfinder-app' });
