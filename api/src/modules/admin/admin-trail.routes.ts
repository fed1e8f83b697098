import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminStats,
  ErrorResponse,
  IdParams,
  MessageResponse,
  Route,
  RouteCreateInput,
  RouteList,
  RouteUpdateInput,
} from '@trailfinder/shared-types';
import { AdminTrailRepository } from './admin-trail.repository.js';
import { VideoSchema } from '../videos/video.entity.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Trail management and dashboard totals. The /api/admin guard (plugins/app/auth.ts) covers all of it. */
const adminTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  const trails = new AdminTrailRepository(app.em);

  app.get(
    '/api/admin/routes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every trail, newest first',
        response: { 200: RouteList, 401: ErrorResponse },
      },
    },
    async () => trails.list(),
  );

  app.post(
    '/api/admin/routes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a trail (coordinatesLat/Lng become the coordinates; facilities default toilets and parking)',
        body: RouteCreateInput,
        response: { 201: Route, ...errors },
      },
    },
    async (req, reply) => {
      const created = await trails.create(req.body);
      app.trails.invalidate();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admin/routes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update a trail: fields present replace the stored ones, absent fields are kept',
        params: IdParams,
        body: RouteUpdateInput,
        response: { 200: Route, ...errors },
      },
    },
    async (req) => {
      const updated = await trails.update(req.params.id, req.body);
      app.trails.invalidate();
      return updated;
    },
  );

  app.delete(
    '/api/admin/routes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a trail and its reviews (a tombstone for synced devices)',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (req) => {
      await trails.remove(req.params.id);
      app.trails.invalidate();
      return { message: 'Route deleted' };
    },
  );

  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: "Dashboard totals; totalDistance as text such as '1867km'",
        response: { 200: AdminStats, 401: ErrorResponse },
      },
    },
    async () => {
      const stats = await app.trails.stats();
      const totalVideos = await app.em().count(VideoSchema, { deletedAt: null, active: true });
      return { ...stats, totalDistance: `${Math.round(stats.totalDistance)}km`, totalVideos };
    },
  );
};

export default adminTrailRoutes;
