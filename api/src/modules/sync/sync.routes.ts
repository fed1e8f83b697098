import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, SyncQuery, SyncResponse } from '@trailfinder/shared-types';

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
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
      reply.header('Cache-Control', 'no-store');
      return app.sync.changesSince(req.query.since ? new Date(req.query.since) : undefined);
    },
  );
};

export default syncRoutes;
