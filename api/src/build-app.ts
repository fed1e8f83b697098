import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import app, { type AppOptions } from './app.js';

/** Creates the Fastify instance with logging that never prints secrets, and registers the app. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: {
      level: opts.config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
    },
    trustProxy: true,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  await fastify.register(app, opts);
  return fastify;
}
