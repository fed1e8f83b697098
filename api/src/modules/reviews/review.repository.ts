import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Review as ReviewDto, ReviewData } from '@trailfinder/shared-types';
import { ReviewSchema } from './review.entity.js';
import { recomputeTrailRating } from './review-rating.js';
import { toReview } from './review.mapper.js';
import { TrailSchema } from '../trails/index.js';
import { HttpError, NotFoundError } from '../../plugins/app/errors.js';

export interface CreatedReview {
  review: ReviewDto;
  /** False when the clientId had already been stored: nothing new was written. */
  created: boolean;
}

/** Public reviews of a trail. Writers invalidate the trail cache afterwards (the rating moved). */
export class ReviewRepository {
  constructor(private readonly em: () => EntityManager) {}

  async listForTrail(routeId: number): Promise<ReviewDto[]> {
    const em = this.em();
    await this.requireTrail(em, routeId);
    const rows = await em.find(ReviewSchema, { routeId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(toReview);
  }

  /**
   * Stores the review and updates the trail's rating in one transaction. The trail row is locked
   * so concurrent reviews of one trail recompute in turn. A clientId seen before returns the
   * stored review instead (the offline outbox may send a review more than once).
   */
  async create(routeId: number, input: ReviewData): Promise<CreatedReview> {
    const replay = input.clientId ? await this.findByClientId(routeId, input.clientId) : null;
    if (replay) return replay;
    try {
      const review = await this.em().transactional(async (em) => {
        await this.requireTrail(em, routeId, LockMode.PESSIMISTIC_WRITE);
        const row = em.create(ReviewSchema, {
          routeId,
          userId: null,
          rating: input.rating,
          comment: input.comment,
          recommendations: input.recommendations,
          reviewerName: input.reviewerName,
          clientId: input.clientId ?? null,
        });
        await em.flush();
        await recomputeTrailRating(em, routeId);
        return toReview(row);
      });
      return { review, created: true };
    } catch (err) {
      // The same clientId raced in from a second request: answer with the one that won.
      if (err instanceof UniqueConstraintViolationException && input.clientId) {
        const winner = await this.findByClientId(routeId, input.clientId);
        if (winner) return winner;
        // The winner is gone already: its trail was deleted (with its reviews) in between.
        await this.requireTrail(this.em().fork(), routeId);
      }
      throw err;
    }
  }

  private async findByClientId(routeId: number, clientId: string): Promise<CreatedReview | null> {
    const existing = await this.em().fork().findOne(ReviewSchema, { clientId });
    if (!existing) return null;
    if (existing.routeId !== routeId)
      throw new HttpError(409, 'This clientId was already used for a review of another trail');
    return { review: toReview(existing), created: false };
  }

  private async requireTrail(em: EntityManager, id: number, lockMode?: LockMode): Promise<void> {
    const trail = await em.findOne(TrailSchema, { id, deletedAt: null }, lockMode ? { lockMode } : {});
    if (!trail) throw new NotFoundError('Route not found');
  }
}
