import { SimpleGrid, Stack } from '@chakra-ui/react';
import { EVENT_DIFFICULTIES, PROVINCES, RACE_TYPE_LABELS } from '@trailfinder/shared-types/rules';
import type { FieldsProps } from '../admin-resource';
import type { EventField, EventFormValues } from '../event-form';
import { formControls } from './form-controls';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }));
const RACE_TYPE_OPTIONS = Object.entries(RACE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const DIFFICULTY_OPTIONS = EVENT_DIFFICULTIES.map((d) => ({ value: d, label: d[0].toUpperCase() + d.slice(1) }));
const required = { required: true };

/** Every field of an event. */
export function EventFormFields({ values, errors, onChange }: FieldsProps<EventFormValues, EventField>) {
  const c = formControls<EventFormValues, EventField>(values, errors, onChange);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {c.text('name', 'Event Name', {}, required)}
        {c.text('eventDate', 'Event Date', { type: 'date' }, required)}
        {c.text('location', 'Location', {}, required)}
        {c.select('province', 'Province', PROVINCE_OPTIONS, { required: true, placeholder: 'Select a province' })}
        {c.text('eventType', 'Event Type', { placeholder: 'e.g. Marathon' }, required)}
        {c.select('raceType', 'Race Type', RACE_TYPE_OPTIONS)}
        {c.select('difficulty', 'Difficulty', DIFFICULTY_OPTIONS)}
        {c.text('distance', 'Distance', { placeholder: 'e.g. 65 km' })}
      </SimpleGrid>
      {c.textarea('description', 'Description', 3)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {c.text('entryFee', 'Entry Fee', { placeholder: 'e.g. R450' })}
        {c.text('maxParticipants', 'Max Participants', { type: 'number', min: 1, step: 1 })}
        {c.text('registrationUrl', 'Registration URL', { type: 'url', placeholder: 'https://...' })}
        {c.text('imageUrl', 'Image URL', { type: 'url', placeholder: 'https://...' })}
        {c.text('contactEmail', 'Contact Email', { type: 'email' })}
        {c.text('contactPhone', 'Contact Phone', { type: 'tel' })}
      </SimpleGrid>
      {c.toggle('isActive', 'Active')}
    </Stack>
  );
}
