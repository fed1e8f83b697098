import { describe, expect, it } from 'vitest';
import type { Review } from '@trailfinder/shared-types';
import type { OutboxItem } from '../../lib/offline/write-kinds';

type OutboxReviewItem = OutboxItem<'review'>;
import { summariseReviews, toPendingReview } from './review-list-entries';

const review = (id: number, rating: number, createdAt: string, clientId: string | null = null): Review => ({
  id,
  routeId: 7,
  userId: null,
  rating,
  comment: `Review ${id}`,
  recommendations: null,
  reviewerName: 'Thandi',
  clientId,
  createdAt,
  updatedAt: createdAt,
});

const queued = (clientId: string, rating: number, createdAt: string, extra: Partial<OutboxReviewItem> = {}) =>
  ({
    clientId,
    kind: 'review',
    routeId: 7,
    payload: { rating, comment: ` Pending ${clientId} `, recommendations: '', name: ' Sipho ', clientId },
    createdAt,
    attempts: 0,
    status: 'queued',
    ...extra,
  }) satisfies OutboxReviewItem;

describe('summariseReviews', () => {
  it('lists pending reviews first, newest first, then stored reviews newest first', () => {
    const { entries } = summariseReviews(
      [review(1, 5, '2026-01-01T00:00:00Z'), review(2, 3, '2026-02-01T00:00:00Z')],
      [queued('pending-old-1', 1, '2026-01-15T00:00:00Z'), queued('pending-new-1', 2, '2026-03-01T00:00:00Z')],
    );
    expect(entries.map((e) => (e.kind === 'pending' ? e.pending.clientId : e.review.id))).toEqual([
      'pending-new-1',
      'pending-old-1',
      2,
      1,
    ]);
  });

  it('leaves pending reviews out of the average and the count', () => {
    const summary = summariseReviews(
      [review(1, 5, '2026-01-01T00:00:00Z'), review(2, 4, '2026-02-01T00:00:00Z')],
      [queued('pending-low-1', 1, '2026-03-01T00:00:00Z')],
    );
    expect(summary.average).toBe('4.5');
    expect(summary.count).toBe(2);
    expect(summariseReviews([], [queued('pending-only-1', 5, '2026-03-01T00:00:00Z')])).toMatchObject({
      average: null,
      count: 0,
    });
  });

  it('shows a review the server already stored (same clientId) once, as stored', () => {
    const { entries } = summariseReviews(
      [review(9, 4, '2026-03-01T00:00:00Z', 'answer-was-lost')],
      [queued('answer-was-lost', 4, '2026-03-01T00:00:00Z')],
    );
    expect(entries).toEqual([{ kind: 'stored', review: expect.objectContaining({ id: 9 }) }]);
  });
});

describe('toPendingReview', () => {
  it('shows what the rider wrote, and why the server refused it', () => {
    const item = queued('refused-1', 4, '2026-03-01T00:00:00Z', { status: 'failed', lastError: 'Route not found' });
    expect(toPendingReview(item)).toEqual({
      clientId: 'refused-1',
      rating: 4,
      comment: 'Pending refused-1',
      recommendations: null,
      reviewerName: 'Sipho',
      createdAt: '2026-03-01T00:00:00Z',
      status: 'failed',
      error: 'Route not found',
    });
  });
});
