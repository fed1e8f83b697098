import { useState, type FormEvent } from 'react';
import type { Event } from '@trailfinder/shared-types';
import { saveAdminItem } from '../admin-writes';
import {
  emptyEventForm,
  EVENT_FIELDS,
  eventFormErrors,
  eventFormFromEvent,
  eventPayload,
  type EventFormErrors,
} from '../event-form';
import { FormDialog } from './form-dialog';
import { EventFormFields } from './event-form-fields';

interface Props {
  open: boolean;
  event: Event | null;
  onClose: () => void;
}

/** 'Add New Event' / 'Edit Event'. Remounted per event by the parent. */
export function EventFormDialog({ open, event, onClose }: Props) {
  const [values, setValues] = useState(() => (event ? eventFormFromEvent(event) : emptyEventForm()));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = eventFormErrors(values);
    setErrors(found);
    setAlert(Object.keys(found).length ? 'Please correct the highlighted fields.' : null);
    if (Object.keys(found).length) return;
    setPending(true);
    const failure = await saveAdminItem(
      'events',
      event?.id ?? null,
      eventPayload(values, event ?? undefined),
      EVENT_FIELDS,
    );
    setPending(false);
    if (!failure) return onClose();
    setErrors(failure.fields);
    setAlert(failure.message ?? 'Please correct the highlighted fields.');
  };

  return (
    <FormDialog
      open={open}
      title={event ? 'Edit Event' : 'Add New Event'}
      onClose={onClose}
      form={{ onSubmit: submit, submitLabel: event ? 'Update Event' : 'Create Event', pending, alert }}
    >
      <EventFormFields values={values} errors={errors} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
    </FormDialog>
  );
}
