import { useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX, REVIEW_RECOMMENDATIONS_MAX } from '@trailfinder/shared-types/rules';
import { newClientId } from '../../../lib/offline/client-id';
import { useIsQueued } from '../../../lib/offline/use-pending-writes';
import { postReview } from '../api';
import { canSubmitReview, EMPTY_DRAFT, toReviewInput, type ReviewDraft } from '../review-form-state';
import { PENDING_REVIEW_TEXT } from '../review-list-entries';
import { StarInput } from './star-input';

interface Props {
  routeId: number;
  /** After the server stored a review: refresh the list and the trail's rating. */
  onSubmitted: () => void;
}

/**
 * Write a review. A failure shows nothing but keeps what the rider wrote. Offline the
 * review is queued: the form resets as after a success and says it will be sent later.
 */
export function ReviewForm({ routeId, onSubmitted }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  // One idempotency key per review being written: a retry after a lost answer is not a duplicate.
  const [clientId, setClientId] = useState(newClientId);
  const [pending, setPending] = useState(false);
  // The review last queued offline: the form says it waits, until it is sent or the rider types on.
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const stillQueued = useIsQueued(queuedId);
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    setQueuedId(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitReview(draft) || pending) return;
    setPending(true);
    try {
      const result = await postReview(routeId, toReviewInput(draft, clientId));
      setDraft(EMPTY_DRAFT);
      setClientId(newClientId());
      setQueuedId(result.status === 'queued' ? clientId : null);
      if (result.status === 'sent') onSubmitted();
    } catch (err) {
      console.error(err instanceof Error ? err.message : 'Failed to create review', err);
    } finally {
      setPending(false);
    }
  };

  const fieldLabel = { fontWeight: 'semibold', fontSize: 'sm', color: 'gray.800' } as const;
  return (
    <Stack as="form" gap="4" onSubmit={(e) => void submit(e)} aria-label="Write a review">
      <StarInput value={draft.rating} onChange={(n) => set('rating', n)} disabled={pending} />
      <Field.Root required disabled={pending}>
        <Field.Label {...fieldLabel}>
          Your review <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={draft.comment}
          onChange={(e) => set('comment', e.currentTarget.value)}
          placeholder="How was the trail? Surface, climbs, descents, signage..."
          maxLength={REVIEW_COMMENT_MAX}
          rows={4}
          bg="white"
        />
      </Field.Root>
      <Field.Root disabled={pending}>
        <Field.Label {...fieldLabel}>Recommendations (optional)</Field.Label>
        <Textarea
          value={draft.recommendations}
          onChange={(e) => set('recommendations', e.currentTarget.value)}
          placeholder="Best time to ride, bike setup, where to park..."
          maxLength={REVIEW_RECOMMENDATIONS_MAX}
          rows={2}
          bg="white"
        />
      </Field.Root>
      <Field.Root required disabled={pending}>
        <Field.Label {...fieldLabel}>
          Your name <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          maxLength={REVIEW_NAME_MAX}
          autoComplete="name"
          bg="white"
        />
      </Field.Root>
      <Flex align="center" gap="3" wrap="wrap">
        <Button
          type="submit"
          bg="brand.700"
          color="white"
          _hover={{ bg: 'brand.800' }}
          disabled={!canSubmitReview(draft) || pending}
        >
          {pending ? 'Submitting...' : 'Submit Review'}
        </Button>
        {/* Always present, so screen readers announce the text when it appears. */}
        <Text role="status" fontSize="sm" color="gray.700" flex="1" minW="12rem">
          {stillQueued ? PENDING_REVIEW_TEXT : ''}
        </Text>
      </Flex>
    </Stack>
  );
}
