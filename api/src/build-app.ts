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
    // Only trust X-Forwarded-* from the number of proxy hops configured: otherwise a client could
    // spoof its address and dodge the per-client login and review limits.
    trustProxy: (_address: string, hop: number) => hop < opts.config.TRUST_PROXY,
    // Start-up (migrations, seeding, argon2) can be slow on a loaded 2-core machine.
    pluginTimeout: 60_000,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  await fastify.register(app, opts);
  return fastify;
}
