import { memo, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX, REVIEW_RECOMMENDATIONS_MAX } from '@trailfinder/shared-types/rules';
import { newClientId } from '../../../lib/offline/client-id';
import { useIsQueued } from '../../../lib/offline/use-pending-writes';
import { postReview } from '../api';
import { canSubmitReview, EMPTY_DRAFT, toReviewInput, type ReviewDraft } from '../review-form-state';
import { reviewFailure, type ReviewFailure } from '../review-failure';
import { PENDING_REVIEW_TEXT, QUEUED_NO_ANSWER_TEXT } from '../review-list-entries';
import { StarInput } from './star-input';
import css from './review-form.module.css';

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
  });
  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} aria-label="Write a review">
      <DraftField error={failure?.fields.rating}>
        {() => <StarInput value={draft.rating} onChange={(n) => set('rating', n)} disabled={pending} />}
      </DraftField>
      <DraftField label="Your review" required disabled={pending} error={failure?.fields.comment}>
        {(control) => (
          <textarea
            {...control}
            {...text('comment', REVIEW_COMMENT_MAX)}
            className={css.textarea}
            placeholder="How was the trail? Surface, climbs, descents, signage..."
            rows={4}
          />
        )}
      </DraftField>
      <DraftField label="Recommendations (optional)" disabled={pending} error={failure?.fields.recommendations}>
        {(control) => (
          <textarea
            {...control}
            {...text('recommendations', REVIEW_RECOMMENDATIONS_MAX)}
            className={css.textarea}
            placeholder="Best time to ride, bike setup, where to park..."
            rows={2}
          />
        )}
      </DraftField>
      <DraftField label="Your name" required disabled={pending} error={failure?.fields.name}>
        {(control) => (
          <input
            {...control}
            className={css.input}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            maxLength={REVIEW_NAME_MAX}
            autoComplete="name"
          />
        )}
      </DraftField>
      {failure && (
        <div className={css.alert} role="alert">
          <span className={css.alertIndicator}>
            <WarningIcon />
          </span>
          <div className={css.alertText}>{failure.text}</div>
        </div>
      )}
      <div className={css.actions}>
        <button type="submit" className={css.submit} disabled={!canSubmitReview(draft) || pending}>
          {pending ? 'Submitting...' : 'Submit Review'}
        </button>
        {/* Always present, so screen readers announce the text when it appears. */}
        <p role="status" className={css.queued}>
          {stillQueued ? queuedText : ''}
        </p>
      </div>
    </form>
  );
});

/** What the field gives its control, as Chakra's Field did: the label's target, required, disabled, the error's link. */
interface ControlProps {
  id: string;
  required: boolean;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-errormessage': string | undefined;
}

/**
 * One field of the review, with its error under it, marked up as Chakra's Field rendered it: a
 * group, the label tied to the control by id, and the control marked invalid (its error message
 * linked) while the server's refusal names the field. The rating has no label: its stars have a legend.
 */
function DraftField(props: {
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(props.error);
  const errorId = `field::${id}::error-text`;
  const required = Boolean(props.required);
  const disabled = Boolean(props.disabled);
  return (
    <div className={css.field} id={`field::${id}`} role="group">
      {props.label !== undefined && (
        <label className={disabled ? css.labelDisabled : css.label} id={`field::${id}::label`} htmlFor={id}>
          {props.label}{' '}
          {required && (
            <span className={css.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {props.children({
        id,
        required,
        disabled,
        'aria-invalid': invalid ? true : undefined,
        'aria-errormessage': invalid ? errorId : undefined,
      })}
      {invalid && (
        <span className={css.error} id={errorId} aria-live="polite">
          {props.error}
        </span>
      )}
    </div>
  );
}

/** Chakra's alert icon for an error (a ringed exclamation mark), drawn as it drew it. */
function WarningIcon() {
  return (
    <svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24">
      <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
    </svg>
  );
}
