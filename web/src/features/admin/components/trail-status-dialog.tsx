import { useState, type FormEvent } from 'react';
import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { SyncedTrailStatus, Trail } from '@trailfinder/shared-types';
import { ADMIN_STATUS_LABELS, TRAIL_NOTICE_MAX, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { clearTrailStatus, setTrailStatus } from '../admin-writes';
import {
  earliestUntil,
  STATUS_OPTIONS,
  TRAIL_STATUS_FIELDS,
  trailStatusErrors,
  trailStatusForm,
  trailStatusPayload,
  type TrailStatusFormErrors,
} from '../trail-status-form';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

const STATUS_PALETTE: Record<AdminStatusKind, string> = { open: 'green', caution: 'yellow', closed: 'red' };

interface Props {
  open: boolean;
  trail: Trail;
  /** The trail's status in force, or null. */
  current: SyncedTrailStatus | null;
  onClose: () => void;
}

/**
 * "Trail Status": Open, Caution or Closed with an optional notice and last day, shown at the top
 * of the trail page, on cards and markers, and offline. The parent remounts it per opening.
 */
export function TrailStatusDialog({ open, trail, current, onClose }: Props) {
  const [values, setValues] = useState(() => trailStatusForm(current));
  const [errors, setErrors] = useState<TrailStatusFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const change = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = trailStatusErrors(values);
    setErrors(found);
    setAlert(Object.keys(found).length ? 'Please correct the highlighted fields.' : null);
    if (Object.keys(found).length) return;
    setPending(true);
    const failure = await setTrailStatus(trail, trailStatusPayload(values), TRAIL_STATUS_FIELDS);
    setPending(false);
    if (!failure) return onClose();
    setErrors(failure.fields);
    setAlert(failure.message ?? 'Please correct the highlighted fields.');
  };

  const clear = async () => {
    setPending(true);
    const gone = await clearTrailStatus(trail);
    setPending(false);
    if (gone) onClose();
    else setAlert('The status was not cleared. Please try again.');
  };

  return (
    <FormDialog
      open={open}
      title={`Trail Status: ${trail.name}`}
      onClose={onClose}
      form={{ onSubmit: (e) => void submit(e), submitLabel: 'Save Status', pending, alert }}
    >
      <Stack gap="1.5">
        <Text fontWeight="semibold" fontSize="sm" color="gray.700" id={`status-of-${trail.id}`}>
          Status
        </Text>
        {/* One tap per choice, as the rider's condition report does: a radio group of buttons. */}
        <HStack gap="2" wrap="wrap" role="radiogroup" aria-labelledby={`status-of-${trail.id}`}>
          {STATUS_OPTIONS.map((s) => (
            <Button
              key={s}
              type="button"
              role="radio"
              aria-checked={values.status === s}
              minH="44px"
              minW="24"
              variant={values.status === s ? 'solid' : 'outline'}
              colorPalette={STATUS_PALETTE[s]}
              onClick={() => change({ status: s })}
              disabled={pending}
            >
              {ADMIN_STATUS_LABELS[s]}
            </Button>
          ))}
        </HStack>
        {errors.status && (
          <Text fontSize="sm" color="red.700">
            {errors.status}
          </Text>
        )}
      </Stack>
      <FormField
        label="Notice"
        error={errors.notice}
        helper={`Optional, shown to riders at the top of the trail page. ${[...values.notice].length}/${TRAIL_NOTICE_MAX}`}
      >
        <Textarea
          name="notice"
          rows={3}
          value={values.notice}
          placeholder="e.g. Closed after the storm: the bridge on the lower loop is out."
          onChange={(e) => change({ notice: e.currentTarget.value })}
        />
      </FormField>
      <FormField
        label="Until"
        error={errors.until}
        helper="Optional: the last day it applies. Empty: until you change it."
      >
        <Input
          name="until"
          type="date"
          min={earliestUntil(Date.now())}
          value={values.until}
          onChange={(e) => change({ until: e.currentTarget.value })}
        />
      </FormField>
      {current && (
        <Stack gap="1" align="start">
          <Text fontSize="sm" color="gray.700">
            Now: {ADMIN_STATUS_LABELS[current.status]}
            {current.until ? ` until ${current.until}` : ''}
          </Text>
          <Button type="button" variant="outline" colorPalette="red" onClick={() => void clear()} disabled={pending}>
            Clear status
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
}
