import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText, Star } from 'lucide-react';
import { ContentCard } from '../../../components/content-card';
import { useOnline } from '../../../lib/use-online';
import { reviewsQuery } from '../api';
import { useReviews } from '../hooks/use-reviews';
import { summariseReviews } from '../review-list-entries';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import css from './review-list.module.css';

interface Props {
  routeId: number;
  /** Called after a review is stored (the trail's rating changes on the server). */
  onReviewAdded?: () => void;
}

/**
 * The reviews list with its average, and the form to add one. Reviews waiting on this device for
 * a connection come first and are not part of the average.
 */
export function ReviewsBlock({ routeId, onReviewAdded }: Props) {
  const { reviews, outbox, loading, failed } = useReviews(routeId);
  const queryClient = useQueryClient();
  const { entries, average, count } = summariseReviews(reviews ?? [], outbox);
  // Kept the same across renders, so the memoised form below does not render with the list.
  const onSubmitted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: reviewsQuery(routeId).queryKey });
    onReviewAdded?.();
  }, [queryClient, routeId, onReviewAdded]);

  const online = useOnline();
  let status = null;
  if (loading) status = <p className={css.muted}>Loading reviews...</p>;
  else if (entries.length === 0 && failed)
    status = (
      <p className={css.muted}>
        {online
          ? 'Reviews could not be loaded right now.'
          : 'You are offline: no reviews of this trail are saved on this device yet.'}
      </p>
    );
  else if (entries.length === 0)
    status = <p className={css.muted}>No reviews yet. Be the first to share your experience!</p>;

  return (
    <ContentCard
      title="Reviews"
      icon={<MessageSquareText size={22} />}
      aside={
        average && (
          <div className={css.average} data-testid="review-average">
            <Star size={18} color="#d97706" fill="#f59e0b" aria-hidden="true" />
            <p className={css.averageValue}>{average}</p>
            <p className={css.averageCount}>
              average from {count} {count === 1 ? 'review' : 'reviews'}
            </p>
          </div>
        )
      }
    >
      {entries.length > 0 && <ReviewList entries={entries} />}
      {status && <div className={entries.length > 0 ? css.statusAfter : undefined}>{status}</div>}
      <div className={css.write}>
        <h3 className={css.writeTitle}>Write a Review</h3>
        <ReviewForm routeId={routeId} onSubmitted={onSubmitted} />
      </div>
    </ContentCard>
  );
}
