import type { Review, ReviewInput } from '@trailfinder/shared-types';
import { getJson, requestJson } from '../../lib/api-client';
import { db } from '../../lib/db';

/** GET /api/routes/:id/reviews, then the device's copy of that trail's reviews is replaced. */
export async function refreshReviews(routeId: number): Promise<Review[]> {
  const reviews = await getJson<Review[]>(`/api/routes/${routeId}/reviews`);
  await db
    .transaction('rw', db.reviews, async () => {
      await db.reviews.where('routeId').equals(routeId).delete();
      await db.reviews.bulkPut(reviews);
    })
    .catch((err: unknown) => console.warn('Could not keep the reviews on this device', err));
  return reviews;
}

/** POST /api/routes/:id/reviews; a failure becomes 'Failed to create review' (spec 8). */
export async function postReview(routeId: number, input: ReviewInput): Promise<Review> {
  let review: Review;
  try {
    review = await requestJson<Review>('POST', `/api/routes/${routeId}/reviews`, input);
  } catch (err) {
    throw new Error('Failed to create review', { cause: err });
  }
  await db.reviews.put(review).catch((err: unknown) => console.warn('Could not keep the review on this device', err));
  return review;
}
