import type { ReactNode } from 'react';
import { Badge, Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ANONYMOUS_REVIEWER } from '@trailfinder/shared-types/rules';
import { StarRating } from '../../../components/star-rating';
import { formatNewsDate } from '../../../lib/dates';
import { discardWrite } from '../../../lib/offline/outbox';
import { failedReviewText, PENDING_REVIEW_TEXT, type PendingReview, type ReviewEntry } from '../review-list-entries';

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

const TONES = {
  stored: { borderColor: 'gray.200', borderStyle: 'solid', bg: 'transparent' },
  pending: { borderColor: 'gray.400', borderStyle: 'dashed', bg: 'gray.50' },
  failed: { borderColor: 'red.400', borderStyle: 'dashed', bg: 'red.50' },
} as const;

/** One review. Every text is rendered as text (React escapes it), never as HTML. */
function ReviewCard({ name, createdAt, rating, comment, recommendations, tone, badge, children }: CardProps) {
  return (
    <Box as="li" p="4" borderRadius="xl" borderWidth="1px" {...TONES[tone ?? 'stored']} data-testid="review">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" color="gray.900">
              {name.trim() || ANONYMOUS_REVIEWER}
            </Text>
            {badge}
          </HStack>
          <chakra.time dateTime={createdAt} display="block" fontSize="sm" color="gray.600">
            {formatNewsDate(createdAt)}
          </chakra.time>
        </Box>
        <StarRating rating={rating} size={16} label={`${rating} out of 5 stars`} />
      </Flex>
      <Text mt="2" color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
        {comment}
      </Text>
      {recommendations && (
        <Box mt="3" p="3" bg="brand.50" borderRadius="lg">
          <Text fontSize="sm" fontWeight="semibold" color="brand.900">
            Recommendations
          </Text>
          <Text fontSize="sm" color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
            {recommendations}
          </Text>
        </Box>
      )}
      {children}
    </Box>
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
        <Badge bg={failed ? 'red.700' : 'gray.700'} color="white" px="2" borderRadius="full">
          {failed ? 'Not sent' : 'Pending'}
        </Badge>
      }
    >
      <Flex mt="3" align="center" justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color={failed ? 'red.800' : 'gray.700'} fontWeight="medium">
          {failed ? failedReviewText(pending.error ?? 'the server refused it.') : PENDING_REVIEW_TEXT}
        </Text>
        {failed && (
          <Button size="sm" variant="outline" onClick={() => void discardWrite(pending.clientId)}>
            Discard
          </Button>
        )}
      </Flex>
    </ReviewCard>
  );
}

export function ReviewList({ entries }: { entries: readonly ReviewEntry[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Rider reviews">
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
    </Stack>
  );
}
