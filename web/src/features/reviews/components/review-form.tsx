import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX, REVIEW_RECOMMENDATIONS_MAX } from '@trailfinder/shared-types/rules';
import { postReview } from '../api';
import { canSubmitReview, EMPTY_DRAFT, newClientId, toReviewInput, type ReviewDraft } from '../review-form-state';
import { StarInput } from './star-input';

interface Props {
  routeId: number;
  /** After a review is stored: refresh the list and the trail's rating. */
  onSubmitted: () => void;
}

/** Write a review. A failure shows nothing (spec 8) but keeps what the rider wrote. */
export function ReviewForm({ routeId, onSubmitted }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  // One idempotency key per review being written: a retry after a lost answer is not a duplicate.
  const [clientId, setClientId] = useState(newClientId);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitReview(draft) || pending) return;
    setPending(true);
    try {
      await postReview(routeId, toReviewInput(draft, clientId));
      setDraft(EMPTY_DRAFT);
      setClientId(newClientId());
      onSubmitted();
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
      <Button
        type="submit"
        alignSelf="flex-start"
        bg="brand.700"
        color="white"
        _hover={{ bg: 'brand.800' }}
        disabled={!canSubmitReview(draft) || pending}
      >
        {pending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </Stack>
  );
}
