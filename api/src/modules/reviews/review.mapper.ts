import type { Review as ReviewDto } from '@trailfinder/shared-types';
import type { Review } from './review.entity.js';

export function toReview(r: Review): ReviewDto {
  return {
    id: r.id,
    routeId: r.routeId,
    userId: r.userId ?? null,
    rating: r.rating,
    comment: r.comment,
    recommendations: r.recommendations ?? null,
    reviewerName: r.reviewerName,
    clientId: r.clientId ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
