import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';

/**
 * @fastify/rate-limit for the routes that ask for it (`config.rateLimit`: reviews, condition
 * reports, tracking). On PostgreSQL the counts live in the database, so two instances behind a
 * load balancer share one limit (decision 009); on embedded PGlite there is only this process,
 * and the plugin's memory store is enough.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.config.DATABASE_URL ? { store: sharedRateLimitStore(app.em) } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'orm'] },
);
