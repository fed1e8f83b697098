import type { EntityManager } from '@mikro-orm/core';
import { ReviewSchema } from './review.entity.js';
import { TrailRatingBaselineSchema } from './trail-rating-baseline.entity.js';
import { TrailSchema } from '../trails/index.js';

/** The editorial rating counts as this many reviews (docs/decisions/005-trail-rating.md). */
export const EDITORIAL_WEIGHT = 5;
/**
 * The admin form sends back the shown rating, rounded to one decimal. A stored rating within this
 * of the one we wrote is ours; further away, an admin has set a new editorial rating.
 */
const ADMIN_EDIT_TOLERANCE = 0.051;

/** Editorial rating blended with the riders' ratings: (editorial x weight + sum) / (weight + n). */
export function blendedRating(editorial: number, ratings: number[]): number {
  const sum = ratings.reduce((total, r) => total + r, 0);
  return (editorial * EDITORIAL_WEIGHT + sum) / (EDITORIAL_WEIGHT + ratings.length);
}

/**
 * Keeps a trail's rating and reviewCount in step with its reviews after one is added or removed.
 * Call inside the transaction that changed the reviews (it flushes), then
 * `app.catalogue.changed()`; the change moves the trail's updatedAt, so devices sync it.
 */
export async function recomputeTrailRating(em: EntityManager, routeId: number): Promise<void> {
  const trail = await em.findOne(TrailSchema, { id: routeId });
  if (!trail) return;
  const reviews = await em.find(ReviewSchema, { routeId }, { fields: ['rating'] });
  let baseline = await em.findOne(TrailRatingBaselineSchema, { routeId });
  if (!baseline) {
    // First review: the trail's rating is still the editorial one.
    baseline = em.create(TrailRatingBaselineSchema, {
      routeId,
      editorialRating: trail.rating,
      writtenRating: trail.rating,
    });
  } else if (Math.abs(trail.rating - baseline.writtenRating) > ADMIN_EDIT_TOLERANCE) {
    baseline.editorialRating = trail.rating;
  }
  const rating = blendedRating(
    baseline.editorialRating,
    reviews.map((r) => r.rating),
  );
  trail.rating = rating;
  trail.reviewCount = reviews.length;
  baseline.writtenRating = rating;
  await em.flush();
}
