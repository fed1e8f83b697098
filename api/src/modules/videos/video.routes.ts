import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  IdParams,
  MessageResponse,
  Video,
  VideoInput,
  VideoList,
  VideoQuery,
  VideoUpdateInput,
  VideoViewResponse,
} from '@trailfinder/shared-types';
import { VideoRepository } from './video.repository.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** The video gallery: public reads and view counts; writes only for the signed-in admin. */
const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = new VideoRepository(app.em);
  const adminOnly = { onRequest: app.requireAdmin };

  app.get(
    '/api/videos',
    {
      schema: {
        tags: ['videos'],
        summary: 'Active videos by display order, optionally of one category',
        querystring: VideoQuery,
        response: { 200: VideoList, 400: ErrorResponse },
      },
    },
    async (req) => {
      const { category } = req.query;
      return videos.listPublic(category && category !== 'all' ? category : undefined);
    },
  );

  app.post(
    '/api/videos/:id/view',
    {
      schema: {
        tags: ['videos'],
        summary: 'Count one view',
        params: IdParams,
        response: { 200: VideoViewResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => ({ viewCount: await videos.recordView(req.params.id) }),
  );

  app.get(
    '/api/admin/videos',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every video, inactive ones too',
        response: { 200: VideoList, 401: ErrorResponse },
      },
    },
    async () => videos.listAll(),
  );

  app.post(
    '/api/videos',
    {
      ...adminOnly,
      schema: {
        tags: ['videos'],
        summary: 'Add a video (admin); the YouTube id is derived from youtubeUrl',
        body: VideoInput,
        response: { 201: Video, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await videos.create(req.body)),
  );

  app.put(
    '/api/videos/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['videos'],
        summary: 'Update a video (admin): fields present replace the stored ones',
        params: IdParams,
        body: VideoUpdateInput,
        response: { 200: Video, ...errors },
      },
    },
    async (req) => videos.update(req.params.id, req.body),
  );

  app.delete(
    '/api/videos/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['videos'],
        summary: 'Delete a video (admin)',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (req) => {
      await videos.remove(req.params.id);
      return { message: 'Video deleted' };
    },
  );
};

export default videoRoutes;
