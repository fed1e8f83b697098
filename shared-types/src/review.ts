import { z } from 'zod';
import { ClientId } from './client-id.js';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX, REVIEW_RECOMMENDATIONS_MAX } from './review-rules.js';

const ratingError = 'Rating must be a whole number from 1 to 5';

/**
 * POST /api/routes/:id/reviews ({rating, comment, recommendations, name}).
 * `reviewerName` is accepted as an alias of `name`. `clientId` is the id the device gave the
 * review when it queued it offline: sending the same one again stores nothing new.
 * Text is kept as written (only trimmed); clients render it as text, never as HTML.
 */
export const ReviewInput = z
  .object({
    rating: z.number({ error: ratingError }).int(ratingError).min(1, ratingError).max(5, ratingError),
    comment: z
      .string({ error: 'Comment is required' })
      .trim()
      .min(1, 'Comment is required')
      .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`),
    recommendations: z
      .string()
      .trim()
      .max(REVIEW_RECOMMENDATIONS_MAX, `Recommendations must be at most ${REVIEW_RECOMMENDATIONS_MAX} characters`)
      .nullish(),
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .max(REVIEW_NAME_MAX, `Name must be at most ${REVIEW_NAME_MAX} characters`)
      .optional(),
    reviewerName: z
      .string({ error: 'Reviewer name must be text' })
      .trim()
      .max(REVIEW_NAME_MAX, `Reviewer name must be at most ${REVIEW_NAME_MAX} characters`)
      .optional(),
    clientId: ClientId.optional(),
  })
  .superRefine((v, ctx) => {
    if (!(v.name || v.reviewerName)) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
  })
  .transform(({ name, reviewerName, recommendations, ...rest }) => ({
    ...rest,
    reviewerName: (name || reviewerName) ?? '',
    recommendations: recommendations || null,
  }));
export type ReviewInput = z.input<typeof ReviewInput>;
export type ReviewData = z.output<typeof ReviewInput>;

/** A review as the API serves it. */
export const Review = z.object({
  id: z.number().int(),
  routeId: z.number().int(),
  userId: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  recommendations: z.string().nullable(),
  reviewerName: z.string(),
  /** The device's idempotency key, when the review came through the offline outbox. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof Review>;
export const ReviewList = z.array(Review);
