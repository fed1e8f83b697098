import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Review } from '@trailfinder/shared-types';
import { db, type OutboxReviewItem } from '../../../lib/db';
import { listOutboxReviews } from '../../../lib/outbox';
import { refreshReviews } from '../api';
import { newestFirst } from '../review-form-state';

export interface ReviewsState {
  /** Newest first; undefined while IndexedDB is read. */
  reviews: Review[] | undefined;
  /** Reviews written on this device still waiting in the outbox (queued or refused). */
  outbox: OutboxReviewItem[];
  /** Nothing on the device yet and the first request is running. */
  loading: boolean;
  /** The last request failed (the device's copy, if any, is still shown). */
  failed: boolean;
  reload: () => Promise<void>;
}

/** A trail's reviews: the device's copy at once, refreshed from the API. */
export function useReviews(routeId: number): ReviewsState {
  const cached = useLiveQuery(
    async () => newestFirst(await db.reviews.where('routeId').equals(routeId).toArray()),
    [routeId],
  );
  const outbox = useLiveQuery(() => listOutboxReviews(routeId), [routeId], []);
  const [request, setRequest] = useState<{ routeId: number; status: 'loading' | 'done' | 'failed' }>({
    routeId,
    status: 'loading',
  });

  const reload = useCallback(async () => {
    try {
      await refreshReviews(routeId);
      setRequest({ routeId, status: 'done' });
    } catch (err) {
      console.warn('Reviews could not be loaded', err);
      setRequest({ routeId, status: 'failed' });
    }
  }, [routeId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const status = request.routeId === routeId ? request.status : 'loading';
  return {
    reviews: cached,
    outbox,
    loading: status === 'loading' && (cached === undefined || cached.length === 0),
    failed: status === 'failed',
    reload,
  };
}
