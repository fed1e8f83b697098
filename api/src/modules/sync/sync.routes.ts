import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, SyncQuery, SyncResponse } from '@trailfinder/shared-types';
import { sendCachedJson } from '../../plugins/app/json-cache.js';
import { SyncRepository } from './sync.repository.js';

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const sync = new SyncRepository(app.em);

  app.get(
    '/api/sync',
    {
      schema: {
        tags: ['sync'],
        summary: 'Trails, events, videos and news changed since a cursor, with tombstones',
        description:
          'Call without `since` for everything (`full: true`), then pass the returned `cursor` as `since` to get only what changed.',
        querystring: SyncQuery,
        response: { 200: SyncResponse, 400: ErrorResponse },
      },
    },
    async (req, reply) => {
      // The full answer is the catalogue snapshot's (modules/catalogue), with its ETag; a delta
      // reads the database, so it is exact to the last committed write on any instance.
      if (!req.query.since) {
        return sendCachedJson(req, reply, (await app.catalogue.snapshot()).bodies.sync, 'no-cache');
      }
      reply.header('Cache-Control', 'no-store');
      return sync.changesSince(new Date(req.query.since));
    },
  );
};

export default syncRoutes;
