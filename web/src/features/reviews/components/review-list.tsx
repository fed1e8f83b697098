import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { ANONYMOUS_REVIEWER } from '@trailfinder/shared-types/rules';
import type { Review } from '@trailfinder/shared-types';
import { StarRating } from '../../../components/star-rating';
import { formatNewsDate } from '../../../lib/dates';

/** One review. Every text is rendered as text (React escapes it), never as HTML. */
function ReviewItem({ review }: { review: Review }) {
  const name = review.reviewerName?.trim() || ANONYMOUS_REVIEWER;
  return (
    <Box as="li" p="4" borderRadius="xl" borderWidth="1px" borderColor="gray.200" data-testid="review">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Text fontWeight="semibold" color="gray.900">
            {name}
          </Text>
          <chakra.time dateTime={review.createdAt} display="block" fontSize="sm" color="gray.600">
            {formatNewsDate(review.createdAt)}
          </chakra.time>
        </Box>
        <StarRating rating={review.rating} size={16} label={`${review.rating} out of 5 stars`} />
      </Flex>
      <Text mt="2" color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
        {review.comment}
      </Text>
      {review.recommendations && (
        <Box mt="3" p="3" bg="brand.50" borderRadius="lg">
          <Text fontSize="sm" fontWeight="semibold" color="brand.900">
            Recommendations
          </Text>
          <Text fontSize="sm" color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
            {review.recommendations}
          </Text>
        </Box>
      )}
    </Box>
  );
}

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Rider reviews">
      {reviews.map((r) => (
        <ReviewItem key={r.id} review={r} />
      ))}
    </Stack>
  );
}
