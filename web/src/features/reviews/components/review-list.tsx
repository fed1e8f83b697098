import type { ReactNode } from 'react';
import { ANONYMOUS_REVIEWER } from '@trailfinder/shared-types/rules';
import { StarRating } from '../../../components/star-rating';
import { formatNewsDate } from '../../../lib/dates';
import common from '../../../components/common.module.css';
import { failedReviewText, PENDING_REVIEW_TEXT, type PendingReview, type ReviewEntry } from '../review-list-entries';
import css from './review-list.module.css';

interface CardProps {
  name: string;
  createdAt: string;
  rating: number;
  comment: string;
  recommendations: string | null;
  /** Pending and refused reviews look different from stored ones. */
  tone?: 'pending' | 'failed';
  badge?: ReactNode;
  children?: ReactNode;
}

/** One review. Every text is rendered as text (React escapes it), never as HTML. */
function ReviewCard({ name, createdAt, rating, comment, recommendations, tone, badge, children }: CardProps) {
  return (
    <li className={css.review} data-tone={tone ?? 'stored'} data-testid="review">
      <div className={css.top}>
        <div>
          <div className={css.who}>
            <p className={css.name}>{name.trim() || ANONYMOUS_REVIEWER}</p>
            {badge}
          </div>
          <time dateTime={createdAt} className={css.date}>
            {formatNewsDate(createdAt)}
          </time>
        </div>
        <StarRating rating={rating} size={16} label={`${rating} out of 5 stars`} />
      </div>
      <p className={css.comment}>{comment}</p>
      {recommendations && (
        <div className={css.recommendations}>
          <p className={css.recommendationsTitle}>Recommendations</p>
          <p className={css.recommendationsText}>{recommendations}</p>
        </div>
      )}
      {children}
    </li>
  );
}

/** A review waiting in the outbox, or one the server refused (which the rider may discard). */
function PendingReviewCard({ pending }: { pending: PendingReview }) {
  const failed = pending.status === 'failed';
  return (
    <ReviewCard
      name={pending.reviewerName}
      createdAt={pending.createdAt}
      rating={pending.rating}
      comment={pending.comment}
      recommendations={pending.recommendations}
      tone={failed ? 'failed' : 'pending'}
      badge={
        <span className={`${common.badge} ${css.pendingBadge}`} data-failed={failed || undefined}>
          {failed ? 'Not sent' : 'Pending'}
        </span>
      }
    >
      <div className={css.pendingRow}>
        <p className={css.pendingText} data-failed={failed || undefined}>
          {failed ? failedReviewText(pending.error ?? 'the server refused it.') : PENDING_REVIEW_TEXT}
        </p>
        {failed && (
          <button type="button" className={common.outline} onClick={() => void discard(pending.clientId)}>
            Discard
          </button>
        )}
      </div>
    </ReviewCard>
  );
}

export function ReviewList({ entries }: { entries: readonly ReviewEntry[] }) {
  return (
    <ul className={css.list} aria-label="Rider reviews">
      {entries.map((e) =>
        e.kind === 'pending' ? (
          <PendingReviewCard key={e.pending.clientId} pending={e.pending} />
        ) : (
          <ReviewCard
            key={e.review.id}
            name={e.review.reviewerName ?? ''}
            createdAt={e.review.createdAt}
            rating={e.review.rating}
            comment={e.review.comment}
            recommendations={e.review.recommendations}
          />
        ),
      )}
    </ul>
  );
}

/** Forgets a refused review; the outbox's code loads on this first use, not with the trail page. */
const discard = (clientId: string) => import('../../../lib/offline/outbox').then((m) => m.discardWrite(clientId));
