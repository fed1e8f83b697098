import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONDITION_NOTE_MAX,
  REPORT_CONDITIONS,
  REPORT_CONDITION_LABELS,
  validateConditionNote,
  type ReportCondition,
} from '@trailfinder/shared-types/rules';
import { HttpError } from '../../../lib/api-client';
import { newClientId } from '../../../lib/offline/client-id';
import { queryKeys } from '../../../lib/query/query-keys';
import { postConditionReport } from '../api';
import css from './report-condition-form.module.css';
import { ButtonLoading } from '../../../components/button-loading';

/**
 * "How is the trail?": one tap on a condition, an optional short note. Offline the report is
 * queued in the outbox and delivered once when the phone is back online.
 */
export function ReportConditionForm({ routeId, autoFocus = false }: { routeId: number; autoFocus?: boolean }) {
  const queryClient = useQueryClient();
  const [condition, setCondition] = useState<ReportCondition | null>(null);
  const [note, setNote] = useState('');
  // One idempotency key per report being written: a retry after a lost answer is not a second report.
  const [clientId, setClientId] = useState(newClientId);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const noteCheck = validateConditionNote(note);
  // The note's ids as Chakra's Field made them: the label names the textarea, the count describes it.
  const noteId = useId();
  const noteIds = {
    root: `field::${noteId}`,
    label: `field::${noteId}::label`,
    helperText: `field::${noteId}::helper-text`,
    errorText: `field::${noteId}::error-text`,
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!condition || !noteCheck.ok || pending) return;
    setPending(true);
    try {
      const result = await postConditionReport(routeId, { clientId, condition, note: noteCheck.note });
      setCondition(null);
      setNote('');
      setClientId(newClientId());
      if (result.status === 'sent') {
        setMessage({ tone: 'ok', text: 'Thanks! Your report is in.' });
        void queryClient.invalidateQueries({ queryKey: queryKeys.conditions(routeId) });
      } else {
        setMessage({ tone: 'ok', text: "You're offline: your report will be sent when you're back online." });
      }
    } catch (err) {
      // The server's words name the problem (and, for 429, how long to wait: its Retry-After).
      const text =
        err instanceof HttpError && err.status < 500 && err.serverMessage
          ? err.serverMessage
          : 'Your report could not be sent. Please try again.';
      setMessage({ tone: 'error', text });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} aria-label="Report conditions">
      <p className={css.question} id={`report-${routeId}`}>
        How is the trail today?
      </p>
      <div className={css.choices} role="radiogroup" aria-labelledby={`report-${routeId}`}>
        {REPORT_CONDITIONS.map((c, i) => (
          <button
            key={c}
            // Opened from the block's button: focus lands on the first choice, not the page top.
            autoFocus={autoFocus && i === 0}
            type="button"
            className={condition === c ? css.chosen : css.choice}
            role="radio"
            aria-checked={condition === c}
            title={REPORT_CONDITION_LABELS[c].hint}
            onClick={() => {
              setCondition(c);
              setMessage(null);
            }}
            disabled={pending}
          >
            {REPORT_CONDITION_LABELS[c].label}
          </button>
        ))}
      </div>
      <div className={css.field} id={noteIds.root} role="group">
        <label className={pending ? css.labelDisabled : css.label} id={noteIds.label} htmlFor={noteId}>
          Note (optional)
        </label>
        <textarea
          id={noteId}
          className={css.note}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          placeholder="e.g. Muddy at the bottom of the main climb"
          rows={2}
          aria-describedby={noteIds.helperText}
          aria-errormessage={noteCheck.ok ? undefined : noteIds.errorText}
          aria-invalid={noteCheck.ok ? undefined : true}
          disabled={pending}
        />
        <span className={css.count} id={noteIds.helperText}>
          {[...note].length}/{CONDITION_NOTE_MAX}
        </span>
        {!noteCheck.ok && (
          <span className={css.error} id={noteIds.errorText} aria-live="polite">
            {noteCheck.message}
          </span>
        )}
      </div>
      <button
        type="submit"
        className={css.submit}
        data-loading={pending ? '' : undefined}
        disabled={pending || !condition || !noteCheck.ok}
      >
        {pending ? <ButtonLoading>Report conditions</ButtonLoading> : 'Report conditions'}
      </button>
      {message && (
        <p role="status" className={message.tone === 'ok' ? css.ok : css.failed}>
          {message.text}
        </p>
      )}
    </form>
  );
}
