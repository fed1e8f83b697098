import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  Event,
  EventInput,
  EventUpdateInput,
  IdParams,
  MessageResponse,
} from '@trailfinder/shared-types';
import { z } from 'zod';
import { EventAdminRepository } from './event-admin.repository.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Event management for the dashboard; the /api/admin guard (plugins/app/auth.ts) covers it. */
const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new EventAdminRepository(app.em);

  app.get(
    '/api/admin/events',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every event by date, inactive and past ones too',
        response: { 200: z.array(Event), 401: ErrorResponse },
      },
    },
    async () => events.list(),
  );

  app.post(
    '/api/admin/events',
    { schema: { tags: ['admin'], summary: 'Create an event', body: EventInput, response: { 201: Event, ...errors } } },
    async (req, reply) => reply.code(201).send(await events.create(req.body)),
  );

  app.put(
    '/api/admin/events/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update an event: fields present replace the stored ones',
        params: IdParams,
        body: EventUpdateInput,
        response: { 200: Event, ...errors },
      },
    },
    async (req) => events.update(req.params.id, req.body),
  );

  app.delete(
    '/api/admin/events/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an event',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (req) => {
      await events.remove(req.params.id);
      return { message: 'Event deleted' };
    },
  );
};

export default eventAdminRoutes;
