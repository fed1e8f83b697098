import { queryOptions } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@trailfinder/shared-types';
import { getJson } from '../../lib/api-client';
import { keepOnDevice } from '../../lib/device-db';
import { submitWriteOnUse } from '../../lib/offline/submit-on-use';
import { queryKeys } from '../../lib/query/query-keys';

/** GET /api/routes/:id/reviews; the device's copy of that trail's reviews is then replaced. */
async function fetchReviews(routeId: number): Promise<Review[]> {
  const reviews = await getJson<Review[]>(`/api/routes/${routeId}/reviews`);
  await keepOnDevice('reviews', (db) =>
    db.transaction('rw', db.reviews, async () => {
      await db.reviews.where('routeId').equals(routeId).delete();
      await db.reviews.bulkPut(reviews);
    }),
  );
  return reviews;
}

export const reviewsQuery = (routeId: number) =>
  queryOptions({ queryKey: queryKeys.reviews(routeId), queryFn: () => fetchReviews(routeId) });

export type ReviewPayload = ReviewInput & { clientId: string };

/** 'queued': no connection, so the review waits in the outbox (shown as pending) under its clientId. */
export type PostReviewResult = { status: 'sent'; review: Review } | { status: 'queued' };

/**
 * Sends a review through the write gateway (sent now, or queued offline and sent once later).
 * Any failure becomes 'Failed to create review' and nothing is queued: the form keeps the text.
 */
export async function postReview(routeId: number, input: ReviewPayload): Promise<PostReviewResult> {
  try {
    const result = await submitWriteOnUse({ kind: 'review', routeId, payload: input });
    return result.status === 'sent' ? { status: 'sent', review: result.answer as Review } : result;
  } catch (err) {
    throw new Error('Failed to create review', { cause: err });
  }
}
