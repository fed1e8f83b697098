import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { Event } from '@trailfinder/shared-types';
import { saveEvent } from '../event-actions';
import { emptyEventForm, eventFormErrors, eventFormFromEvent, type EventFormErrors } from '../event-form';
import { ErrorAlert } from './error-alert';
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
    const failure = await saveEvent(values, event);
    setPending(false);
    if (!failure) return onClose();
    setErrors(failure.fields);
    setAlert(failure.message ?? 'Please correct the highlighted fields.');
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', md: '4' }}>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{event ? 'Edit Event' : 'Add New Event'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {alert && <ErrorAlert message={alert} />}
                  <EventFormFields
                    values={values}
                    errors={errors}
                    onChange={(p) => setValues((v) => ({ ...v, ...p }))}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" loading={pending}>
                  {event ? 'Update Event' : 'Create Event'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
