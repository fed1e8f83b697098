import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams, VideoList, VideoQuery, VideoViewResponse } from '@trailfinder/shared-types';
import { sendCachedJson } from '../../plugins/app/json-cache.js';
import { VideoRepository } from './video.repository.js';

/**
 * The video gallery: public reads (from the catalogue snapshot, modules/catalogue) and view
 * counts. The admin's writes are under /api/admin/videos.
 */
const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = new VideoRepository(app.em);

  app.get(
    '/api/videos',
    {
      schema: {
        tags: ['videos'],
        summary: 'Active videos by display order, optionally of one category',
        querystring: VideoQuery,
        response: { 200: VideoList, 400: ErrorResponse },
      },
      compress: false,
    },
    async (req, reply) => {
      const category = req.query.category && req.query.category !== 'all' ? req.query.category : undefined;
      const snap = await app.catalogue.snapshot();
      const entry = !category
        ? snap.bodies.videos
        : snap.variants.get(snap.version, `videos:${category}`, () =>
            VideoList.parse(snap.videos.filter((v) => v.category === category)),
          );
      return sendCachedJson(req, reply, entry, 'public, no-cache');
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
    async (req) => {
      const viewCount = await videos.recordView(req.params.id);
      app.catalogue.touched();
      return { viewCount };
    },
  );
};

export default videoRoutes;
