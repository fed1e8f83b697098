import { LockMode } from '@mikro-orm/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminReviewList, IdParams, MessageResponse } from '@trailfinder/shared-types';
import { ReviewSchema, recomputeTrailRating } from '../reviews/index.js';
import { TrailSchema } from '../trails/index.js';
import { NotFoundError } from '../../plugins/app/errors.js';
import { adminSchema, ID_ERRORS } from './admin-schema.js';

const MODERATION_LIST_SIZE = 200;

/** /api/admin/reviews: moderation. Deleting a review moves the trail's rating, so the trail cache drops. */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: adminSchema(`The latest ${MODERATION_LIST_SIZE} reviews with their trail's name`, {
        response: { 200: AdminReviewList },
      }),
    },
    async () => {
      const em = app.em();
      const reviews = await em.find(
        ReviewSchema,
        {},
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MODERATION_LIST_SIZE },
      );
      const routeIds = [...new Set(reviews.map((r) => r.routeId))];
      const trails = routeIds.length ? await em.find(TrailSchema, { id: { $in: routeIds } }) : [];
      const names = new Map(trails.map((t) => [t.id, t.name]));
      return reviews.map((r) => ({
        id: r.id,
        routeId: r.routeId,
        routeName: names.get(r.routeId) ?? null,
        rating: r.rating,
        comment: r.comment,
        recommendations: r.recommendations,
        reviewerName: r.reviewerName,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );

  app.delete(
    '/reviews/:id',
    {
      schema: adminSchema("Delete a review; the trail's rating follows", {
        params: IdParams,
        response: { 200: MessageResponse, ...ID_ERRORS },
      }),
    },
    async (req) => {
      await app.em().transactional(async (em) => {
        const review = await em.findOne(ReviewSchema, { id: req.params.id });
        if (!review) throw new NotFoundError('Review not found');
        // Same lock as a new review takes: recomputations of one trail's rating run in turn.
        await em.findOne(TrailSchema, { id: review.routeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        // The trail's own delete may have removed the review while this waited for the lock.
        if ((await em.nativeDelete(ReviewSchema, { id: review.id })) === 0) throw new NotFoundError('Review not found');
        await recomputeTrailRating(em, review.routeId);
      });
      await app.catalogue.changed();
      return { message: 'Review deleted' };
    },
  );
};

export default adminReviewRoutes;
