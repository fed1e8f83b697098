import type { Review } from '@trailfinder/shared-types';
import { usePendingWrites } from '../../../lib/offline/use-pending-writes';
import type { OutboxItem } from '../../../lib/offline/write-kinds';
import { useDeviceBackedQuery } from '../../../lib/query/device-backed-query';
import { reviewsQuery } from '../api';
import { newestFirst } from '../review-form-state';

export interface ReviewsState {
  /** Newest first; undefined while IndexedDB is read. */
  reviews: Review[] | undefined;
  /** Reviews written on this device still waiting in the outbox (queued or refused). */
  outbox: OutboxItem<'review'>[];
  /** Nothing on the device yet and the first request is running. */
  loading: boolean;
  /** The last request failed (the device's copy, if any, is still shown). */
  failed: boolean;
}

/** A trail's reviews: the device's copy at once, refreshed from the API. */
export function useReviews(routeId: number): ReviewsState {
  const { data, status } = useDeviceBackedQuery({
    query: reviewsQuery(routeId),
    // None kept is no copy (undefined), not an empty one: the page's own reviews (a rendered trail
    // page's seed) are then shown rather than "No reviews yet".
    readDevice: async (db) => {
      const kept = await db.reviews.where('routeId').equals(routeId).toArray();
      return kept.length > 0 ? kept : undefined;
    },
    deps: [routeId],
  });
  const outbox = usePendingWrites('review', routeId);
  const reviews = data === undefined ? undefined : newestFirst(data ?? []);
  return {
    reviews,
    outbox,
    loading: status === 'loading' && !reviews?.length,
    failed: status === 'failed',
  };
}
