import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JsonResponseCache, sendCachedJson } from '../../plugins/app/json-cache.js';
import {
  ErrorResponse,
  IdParams,
  Route,
  RouteList,
  RouteQuery,
  Stats,
  filtersFromQuery,
  matchesFilters,
} from '@trailfinder/shared-types';

const trailRoutes: FastifyPluginAsyncZod = async (app) => {
  const listCache = new JsonResponseCache();

  app.get(
    '/api/stats',
    { schema: { tags: ['trails'], summary: 'Catalogue totals', response: { 200: Stats } } },
    async () => app.trails.stats(),
  );

  app.get(
    '/api/routes',
    {
      schema: {
        tags: ['trails'],
        summary: 'List trails; every filter of the web app is available as a query parameter',
        querystring: RouteQuery,
        response: { 200: RouteList, 400: ErrorResponse },
      },
      // Compression and the ETag are computed once per cached body, not per request.
      compress: false,
    },
    async (req, reply) => {
      const filters = filtersFromQuery(req.query);
      const all = await app.trails.all();
      const entry = listCache.get(app.trails.generation, JSON.stringify(filters), () =>
        RouteList.parse(all.filter((r) => matchesFilters(r, filters))),
      );
      return sendCachedJson(req, reply, entry, 'public, no-cache');
    },
  );

  app.get(
    '/api/routes/:id',
    {
      schema: {
        tags: ['trails'],
        summary: 'One trail',
        params: IdParams,
        response: { 200: Route, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => app.trails.getById(req.params.id),
  );
};

export default trailRoutes;
