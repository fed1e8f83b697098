import type { Review, ReviewInput } from '@trailfinder/shared-types';
import { getJson, requestJson } from '../../lib/api-client';
import { db } from '../../lib/db';
import { enqueue, isNetworkError, isOffline } from '../../lib/outbox';

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

export type ReviewPayload = ReviewInput & { clientId: string };

/** 'queued': no connection, so the review waits in the outbox (shown as pending) under its clientId. */
export type PostReviewResult = { status: 'sent'; review: Review } | { status: 'queued' };

/** Into the outbox; a device that cannot store it (disk full) fails like the POST would. */
async function queueReview(routeId: number, input: ReviewPayload): Promise<PostReviewResult> {
  try {
    await enqueue({ kind: 'review', routeId, payload: input });
  } catch (err) {
    throw new Error('Failed to create review', { cause: err });
  }
  return { status: 'queued' };
}

/**
 * POST /api/routes/:id/reviews. Offline, or when no answer comes at all, the review is queued and
 * sent later with the same clientId (so it is stored once). An HTTP error answer becomes
 * 'Failed to create review' (spec 8) and nothing is queued: the form keeps what was written.
 */
export async function postReview(routeId: number, input: ReviewPayload): Promise<PostReviewResult> {
  if (isOffline()) return queueReview(routeId, input);
  let review: Review;
  try {
    review = await requestJson<Review>('POST', `/api/routes/${routeId}/reviews`, input);
  } catch (err) {
    if (isNetworkError(err)) return queueReview(routeId, input);
    throw new Error('Failed to create review', { cause: err });
  }
  await db.reviews.put(review).catch((err: unknown) => console.warn('Could not keep the review on this device', err));
  return { status: 'sent', review };
}
