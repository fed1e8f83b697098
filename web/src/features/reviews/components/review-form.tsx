import { memo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX, REVIEW_RECOMMENDATIONS_MAX } from '@trailfinder/shared-types/rules';
import { newClientId } from '../../../lib/offline/client-id';
import { useIsQueued } from '../../../lib/offline/use-pending-writes';
import { postReview } from '../api';
import { canSubmitReview, EMPTY_DRAFT, toReviewInput, type ReviewDraft } from '../review-form-state';
import { reviewFailure, type ReviewFailure } from '../review-failure';
import { PENDING_REVIEW_TEXT, QUEUED_NO_ANSWER_TEXT } from '../review-list-entries';
import { StarInput } from './star-input';
import { brandSolid } from '../../../config/brand-button';

interface Props {
  routeId: number;
  /** After the server stored a review: refresh the list and the trail's rating. */
  onSubmitted: () => void;
}

/**
 * Write a review. A refused or failed review keeps what the rider wrote and says, in the form,
 * what happened and what to do (the wait of a 429, the field a 400 names). Offline, or when the
 * server gives no answer, the review is queued: the form resets and says it will be sent later.
 * Memoised: the reviews above it re-render as their query starts, fetches and settles, and the
 * form (stars, fields, button) has nothing to change then.
 */
export const ReviewForm = memo(function ReviewForm({ routeId, onSubmitted }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  // One idempotency key per review being written: a retry after a lost answer is not a duplicate.
  const [clientId, setClientId] = useState(newClientId);
  const [pending, setPending] = useState(false);
  // The review last queued offline: the form says it waits, until it is sent or the rider types on.
  const [queuedId, setQueuedId] = useState<string | null>(null);
  // Online but no answer: the same queue, said differently (the rider is not offline).
  const [queuedText, setQueuedText] = useState(PENDING_REVIEW_TEXT);
  const stillQueued = useIsQueued(queuedId);
  const [failure, setFailure] = useState<ReviewFailure | null>(null);
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    setQueuedId(null);
    setFailure((f) => f && { ...f, fields: { ...f.fields, [key]: undefined } });
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitReview(draft) || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const result = await postReview(routeId, toReviewInput(draft, clientId));
      setDraft(EMPTY_DRAFT);
      setClientId(newClientId());
      setQueuedId(result.status === 'queued' ? clientId : null);
      setQueuedText(navigator.onLine === false ? PENDING_REVIEW_TEXT : QUEUED_NO_ANSWER_TEXT);
      if (result.status === 'sent') onSubmitted();
    } catch (err) {
      // Nothing is reset: the rider fixes the named field, or waits, and sends the same text.
      console.warn(err instanceof Error ? err.message : 'Failed to create review', err);
      setFailure(reviewFailure(err));
    } finally {
      setPending(false);
    }
  };

  /** A text field's value, change handler and length cap. */
  const text = (key: 'comment' | 'recommendations', maxLength: number) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => set(key, e.currentTarget.value),
    maxLength,
    bg: 'white',
  });
  return (
    <Stack as="form" gap="4" onSubmit={(e) => void submit(e)} aria-label="Write a review">
      <Field.Root invalid={Boolean(failure?.fields.rating)}>
        <StarInput value={draft.rating} onChange={(n) => set('rating', n)} disabled={pending} />
        <Field.ErrorText>{failure?.fields.rating}</Field.ErrorText>
      </Field.Root>
      <DraftField label="Your review" required disabled={pending} error={failure?.fields.comment}>
        <Textarea
          {...text('comment', REVIEW_COMMENT_MAX)}
          placeholder="How was the trail? Surface, climbs, descents, signage..."
          rows={4}
        />
      </DraftField>
      <DraftField label="Recommendations (optional)" disabled={pending} error={failure?.fields.recommendations}>
        <Textarea
          {...text('recommendations', REVIEW_RECOMMENDATIONS_MAX)}
          placeholder="Best time to ride, bike setup, where to park..."
          rows={2}
        />
      </DraftField>
      <DraftField label="Your name" required disabled={pending} error={failure?.fields.name}>
        <Input
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          maxLength={REVIEW_NAME_MAX}
          autoComplete="name"
          bg="white"
        />
      </DraftField>
      {failure && (
        <Alert.Root status="error" role="alert" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{failure.text}</Alert.Description>
        </Alert.Root>
      )}
      <Flex align="center" gap="3" wrap="wrap">
        <Button type="submit" {...brandSolid} disabled={!canSubmitReview(draft) || pending}>
          {pending ? 'Submitting...' : 'Submit Review'}
        </Button>
        {/* Always present, so screen readers announce the text when it appears. */}
        <Text role="status" fontSize="sm" color="gray.700" flex="1" minW="12rem">
          {stillQueued ? queuedText : ''}
        </Text>
      </Flex>
    </Stack>
  );
});

/** One labelled field of the review, with its error under it. */
function DraftField(props: {
  label: string;
  required?: boolean;
  disabled: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field.Root required={props.required} disabled={props.disabled} invalid={Boolean(props.error)}>
      <Field.Label fontWeight="semibold" fontSize="sm" color="gray.800">
        {props.label} {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.children}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
