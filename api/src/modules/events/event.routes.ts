import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, EventList, EventQuery } from '@trailfinder/shared-types';
import { EventRepository } from './event.repository.js';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new EventRepository(app.em);

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Active, upcoming events, soonest first',
        description:
          'Events from the start of today (Africa/Johannesburg) on. `province`: one of the nine provinces ' +
          "(any letter case) or 'all'. `type`: an eventType such as 'Stage Race' or 'Marathon', a raceType " +
          "such as 'stage-race' or 'gravel', or a raceType label such as 'Multiday'; letter case is ignored. " +
          'Omit a filter (or pass all) for every value.',
        querystring: EventQuery,
        response: { 200: EventList, 400: ErrorResponse },
      },
    },
    async (req) => events.upcoming(req.query),
  );
};

export default eventRoutes;
