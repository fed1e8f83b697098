import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams, Review, ReviewInput, ReviewList } from '@trailfinder/shared-types';
import { ReviewRepository } from './review.repository.js';
import { limitPerClient, storedOnceResponses } from '../../plugins/app/rider-write.js';

/** Per client address: enough for a rider (and an outbox catching up), not for a flood. */
export const REVIEW_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = new ReviewRepository(app.em);

  app.get(
    '/api/routes/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A trail's reviews, newest first",
        params: IdParams,
        response: { 200: ReviewList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return reviews.listForTrail(req.params.id);
    },
  );

  app.post(
    '/api/routes/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "Add a review; the trail's rating follows",
        description:
          'Body `{ rating, comment, recommendations?, name }` (`reviewerName` is accepted for `name`). ' +
          'An optional `clientId` makes the call idempotent: repeating it answers 200 with the stored review. ' +
          `At most ${REVIEW_RATE_LIMIT.max} posts a minute per client (429 beyond).`,
        params: IdParams,
        body: ReviewInput,
        response: storedOnceResponses(Review),
      },
      config: limitPerClient(REVIEW_RATE_LIMIT, 'reviews'),
    },
    async (req, reply) => {
      const { review, created } = await reviews.create(req.params.id, req.body);
      if (created) await app.catalogue.changed();
      return reply.code(created ? 201 : 200).send(review);
    },
  );
};

export default reviewRoutes;
