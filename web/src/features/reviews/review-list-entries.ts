import type { Review } from '@trailfinder/shared-types';
import type { OutboxItem } from '../../lib/offline/write-kinds';
import { averageRating, newestFirst } from './review-form-state';
import { byCodeUnits } from '@trailfinder/shared-types/rules';

export const PENDING_REVIEW_TEXT = "Waiting for a connection: this review will be sent when you're back online.";
/** Online, but the server gave no answer: the review waits in the same outbox. */
export const QUEUED_NO_ANSWER_TEXT =
  'The server could not be reached: your review is saved on this device and will be sent automatically.';
export const failedReviewText = (message: string) => `This review could not be sent: ${message}`;

/** A review written on this device that the server has not stored yet. */
export interface PendingReview {
  clientId: string;
  rating: number;
  comment: string;
  recommendations: string | null;
  reviewerName: string;
  /** When it was queued. */
  createdAt: string;
  /** 'failed': the server refused it; the rider may discard it. */
  status: 'queued' | 'failed';
  error?: string;
}

export type ReviewEntry = { kind: 'stored'; review: Review } | { kind: 'pending'; pending: PendingReview };

export interface ReviewSummary {
  /** Pending first (newest first), then stored reviews newest first. */
  entries: ReviewEntry[];
  /** Of stored reviews only, to 1 decimal; null without any. */
  average: string | null;
  /** Stored reviews behind the average. */
  count: number;
}

export function toPendingReview(item: OutboxItem<'review'>): PendingReview {
  const p = item.payload;
  return {
    clientId: item.clientId,
    rating: p.rating,
    comment: p.comment.trim(),
    recommendations: p.recommendations?.trim() || null,
    reviewerName: (p.name || p.reviewerName || '').trim(),
    createdAt: item.createdAt,
    status: item.status,
    error: item.lastError,
  };
}

/**
 * What the reviews block shows. A pending review is not counted in the average (the server has
 * not accepted it), and one the server already holds (same clientId: it was stored but the
 * answer was lost) is shown once, as stored.
 */
export function summariseReviews(reviews: readonly Review[], outbox: readonly OutboxItem<'review'>[]): ReviewSummary {
  const stored = new Set(reviews.map((r) => r.clientId).filter(Boolean));
  const pending = outbox
    .filter((i) => !stored.has(i.clientId))
    .map(toPendingReview)
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt));
  return {
    entries: [
      ...pending.map((p): ReviewEntry => ({ kind: 'pending', pending: p })),
      ...newestFirst(reviews).map((r): ReviewEntry => ({ kind: 'stored', review: r })),
    ],
    average: averageRating(reviews),
    count: reviews.length,
  };
}
