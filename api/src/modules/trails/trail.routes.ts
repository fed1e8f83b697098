import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  IdParams,
  Route,
  RouteList,
  RouteQuery,
  Stats,
  filtersFromQuery,
} from '@trailfinder/shared-types';

const trailRoutes: FastifyPluginAsyncZod = async (app) => {
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
    },
    async (req) => app.trails.list(filtersFromQuery(req.query)),
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
