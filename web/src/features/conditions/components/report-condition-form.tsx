import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
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
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} aria-label="Report conditions">
      <Text fontWeight="semibold" fontSize="sm" color="gray.800" id={`report-${routeId}`}>
        How is the trail today?
      </Text>
      <HStack gap="2" flexWrap="wrap" role="radiogroup" aria-labelledby={`report-${routeId}`}>
        {REPORT_CONDITIONS.map((c, i) => (
          <Button
            key={c}
            // Opened from the block's button: focus lands on the first choice, not the page top.
            autoFocus={autoFocus && i === 0}
            type="button"
            size="sm"
            minH="44px"
            role="radio"
            aria-checked={condition === c}
            title={REPORT_CONDITION_LABELS[c].hint}
            variant={condition === c ? 'solid' : 'outline'}
            colorPalette="green"
            onClick={() => {
              setCondition(c);
              setMessage(null);
            }}
            disabled={pending}
          >
            {REPORT_CONDITION_LABELS[c].label}
          </Button>
        ))}
      </HStack>
      <Field.Root invalid={!noteCheck.ok} disabled={pending}>
        <Field.Label fontSize="sm">Note (optional)</Field.Label>
        <Textarea
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          placeholder="e.g. Muddy at the bottom of the main climb"
          rows={2}
          bg="white"
        />
        <Field.HelperText>
          {[...note].length}/{CONDITION_NOTE_MAX}
        </Field.HelperText>
        {!noteCheck.ok && <Field.ErrorText>{noteCheck.message}</Field.ErrorText>}
      </Field.Root>
      <Button
        type="submit"
        colorPalette="green"
        alignSelf="start"
        loading={pending}
        disabled={!condition || !noteCheck.ok}
      >
        Report conditions
      </Button>
      {message && (
        <Text role="status" fontSize="sm" color={message.tone === 'ok' ? 'green.700' : 'red.700'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
