import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { EVENT_DIFFICULTIES, PROVINCES, RACE_TYPE_LABELS } from '@trailfinder/shared-types/rules';
import type { EventField, EventFormErrors, EventFormValues } from '../event-form';
import { FormField } from './form-field';
import { textFieldRenderer } from './text-field';
import { SelectInput } from './select-input';
import { SwitchField } from './switch-field';

interface Props {
  values: EventFormValues;
  errors: EventFormErrors;
  onChange: (patch: Partial<EventFormValues>) => void;
}

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }));
const RACE_TYPE_OPTIONS = Object.entries(RACE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const DIFFICULTY_OPTIONS = EVENT_DIFFICULTIES.map((d) => ({ value: d, label: d[0].toUpperCase() + d.slice(1) }));

/** Every field of an event. */
export function EventFormFields({ values, errors, onChange }: Props) {
  const text = textFieldRenderer<EventField>(values, errors, onChange);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('name', 'Event Name', {}, true)}
        {text('eventDate', 'Event Date', { type: 'date' }, true)}
        {text('location', 'Location', {}, true)}
        <FormField label="Province" error={errors.province} required>
          <SelectInput
            name="province"
            value={values.province}
            options={PROVINCE_OPTIONS}
            placeholder="Select a province"
            onChange={(province) => onChange({ province })}
          />
        </FormField>
        {text('eventType', 'Event Type', { placeholder: 'e.g. Marathon' }, true)}
        <FormField label="Race Type" error={errors.raceType}>
          <SelectInput
            name="raceType"
            value={values.raceType}
            options={RACE_TYPE_OPTIONS}
            onChange={(raceType) => onChange({ raceType })}
          />
        </FormField>
        <FormField label="Difficulty" error={errors.difficulty}>
          <SelectInput
            name="difficulty"
            value={values.difficulty}
            options={DIFFICULTY_OPTIONS}
            onChange={(difficulty) => onChange({ difficulty })}
          />
        </FormField>
        {text('distance', 'Distance', { placeholder: 'e.g. 65 km' })}
      </SimpleGrid>
      <FormField label="Description" error={errors.description}>
        <Textarea
          name="description"
          rows={3}
          value={values.description}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('entryFee', 'Entry Fee', { placeholder: 'e.g. R450' })}
        {text('maxParticipants', 'Max Participants', { type: 'number', min: 1, step: 1 })}
        {text('registrationUrl', 'Registration URL', { type: 'url', placeholder: 'https://...' })}
        {text('imageUrl', 'Image URL', { type: 'url', placeholder: 'https://...' })}
        {text('contactEmail', 'Contact Email', { type: 'email' })}
        {text('contactPhone', 'Contact Phone', { type: 'tel' })}
      </SimpleGrid>
      <SwitchField label="Active" checked={values.isActive} onChange={(isActive) => onChange({ isActive })} />
    </Stack>
  );
}
