import { useCallback } from 'react';
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText, Star } from 'lucide-react';
import { ContentCard } from '../../../components/content-card';
import { useOnline } from '../../../lib/use-online';
import { reviewsQuery } from '../api';
import { useReviews } from '../hooks/use-reviews';
import { summariseReviews } from '../review-list-entries';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

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
  if (loading) status = <Text color="gray.600">Loading reviews...</Text>;
  else if (entries.length === 0 && failed)
    status = (
      <Text color="gray.600">
        {online
          ? 'Reviews could not be loaded right now.'
          : 'You are offline: no reviews of this trail are saved on this device yet.'}
      </Text>
    );
  else if (entries.length === 0)
    status = <Text color="gray.600">No reviews yet. Be the first to share your experience!</Text>;

  return (
    <ContentCard
      title="Reviews"
      icon={<MessageSquareText size={22} />}
      aside={
        average && (
          <HStack gap="1.5" data-testid="review-average">
            <Star size={18} color="#d97706" fill="#f59e0b" aria-hidden="true" />
            <Text fontWeight="bold" color="gray.900">
              {average}
            </Text>
            <Text color="gray.600" fontSize="sm">
              average from {count} {count === 1 ? 'review' : 'reviews'}
            </Text>
          </HStack>
        )
      }
    >
      {entries.length > 0 && <ReviewList entries={entries} />}
      {status && <Box mt={entries.length > 0 ? '3' : '0'}>{status}</Box>}
      <Box mt="6" pt="5" borderTopWidth="1px" borderColor="gray.100">
        <Heading as="h3" size="md" mb="4" color="gray.900">
          Write a Review
        </Heading>
        <ReviewForm routeId={routeId} onSubmitted={onSubmitted} />
      </Box>
    </ContentCard>
  );
}
