import type { Review, ReviewInput } from '@trailfinder/shared-types';
import { byCodeUnits } from '@trailfinder/shared-types/rules';

export interface ReviewDraft {
  rating: number;
  comment: string;
  recommendations: string;
  name: string;
}

export const EMPTY_DRAFT: ReviewDraft = { rating: 0, comment: '', recommendations: '', name: '' };

/** Rating above 0, a non-blank comment and a non-blank name; recommendations optional. */
export function canSubmitReview(d: ReviewDraft): boolean {
  return d.rating > 0 && d.comment.trim() !== '' && d.name.trim() !== '';
}

/** The POST body ({rating, comment, recommendations, name}) plus the idempotency key. */
export function toReviewInput(d: ReviewDraft, clientId: string): ReviewInput & { clientId: string } {
  return {
    rating: d.rating,
    comment: d.comment.trim(),
    recommendations: d.recommendations.trim() || null,
    name: d.name.trim(),
    clientId,
  };
}

/** The average rating to 1 decimal, or null without reviews. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): string | null {
  if (reviews.length === 0) return null;
  return (reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length).toFixed(1);
}

/** Newest first (by creation time, then id). */
export function newestFirst<T extends Pick<Review, 'createdAt' | 'id'>>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => byCodeUnits(b.createdAt, a.createdAt) || b.id - a.id);
}
