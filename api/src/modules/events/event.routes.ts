import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, EventList, EventQuery, matchesEventFilters } from '@trailfinder/shared-types';
import { sendCachedJson } from '../../plugins/app/json-cache.js';

/** The public calendar, answered from the catalogue snapshot (modules/catalogue). */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
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
      compress: false,
    },
    async (req, reply) => {
      const snap = await app.catalogue.snapshot();
      const { province, type } = req.query;
      const entry =
        province === undefined && type === undefined
          ? snap.bodies.events
          : snap.variants.get(snap.version, `events:${JSON.stringify([province, type])}`, () =>
              EventList.parse(snap.events.filter((e) => matchesEventFilters(e, { province, type }))),
            );
      return sendCachedJson(req, reply, entry, 'public, no-cache');
    },
  );
};

export default eventRoutes;
