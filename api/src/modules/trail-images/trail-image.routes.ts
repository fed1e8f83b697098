import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '@trailfinder/shared-types';
import { TrailImageRepository } from './trail-image.repository.js';
import { isFresh, sendImage } from './image-reply.js';

/** `v` names the version the client asked for: only then may the answer be cached for good. */
const ImageQuery = z.object({
  v: z.string().max(40).optional(),
  w: z.string().max(5).optional(),
  h: z.string().max(5).optional(),
});

/** GET /api/routes/:id/image: a trail's uploaded picture, with its ETag. */
const trailImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = new TrailImageRepository(app.em);

  app.get(
    '/api/routes/:id/image',
    {
      schema: {
        tags: ['trails'],
        summary: "A trail's uploaded picture (JPEG, PNG or WebP), as the admin sent it",
        description:
          "404 when the trail has none (the app then draws its illustration). The trail's imageUrl adds `?v=` (the version): that address never changes content, so it is cached for a year.",
        params: IdParams,
        querystring: ImageQuery,
        response: { 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const image = await images.find(req.params.id);
      const asked = { version: req.query.v, ifNoneMatch: req.headers['if-none-match'] };
      const bytes = isFresh(reply, image, asked) ? null : await images.bytes(image);
      return sendImage(reply, image, bytes);
    },
  );
};

export default trailImageRoutes;
