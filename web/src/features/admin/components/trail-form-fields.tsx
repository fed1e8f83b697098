import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  DIFFICULTIES,
  DRAINAGE_LABELS,
  PROVINCES,
  TRAIL_DRAINAGES,
  TRAIL_SURFACES,
} from '@trailfinder/shared-types/rules';
import { difficultyLabel } from '../../../components/difficulty-badge';
import type { TrailField, TrailFormErrors, TrailFormValues } from '../trail-form';
import { FormField } from './form-field';
import { textFieldRenderer } from './text-field';
import { SelectInput } from './select-input';

interface Props {
  values: TrailFormValues;
  errors: TrailFormErrors;
  onChange: (patch: Partial<TrailFormValues>) => void;
}

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(d) }));
const DRAINAGE_OPTIONS = TRAIL_DRAINAGES.map((d) => ({ value: d, label: DRAINAGE_LABELS[d] }));
const SURFACE_OPTIONS = TRAIL_SURFACES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }));

/** Every field of the trail dialog. */
export function TrailFormFields({ values, errors, onChange }: Props) {
  const text = textFieldRenderer<TrailField>(values, errors, onChange);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('name', 'Trail Name', {}, true)}
        {text('location', 'Location', { placeholder: 'e.g. Stellenbosch' }, true)}
        <FormField label="Province" error={errors.province} required>
          <SelectInput
            name="province"
            value={values.province}
            options={PROVINCE_OPTIONS}
            placeholder="Select a province"
            onChange={(province) => onChange({ province })}
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
        <FormField label="Surface" error={errors.surface}>
          <SelectInput
            name="surface"
            value={values.surface}
            options={SURFACE_OPTIONS}
            onChange={(surface) => onChange({ surface })}
          />
        </FormField>
        <FormField label="Drainage" error={errors.drainage}>
          <SelectInput
            name="drainage"
            value={values.drainage}
            options={DRAINAGE_OPTIONS}
            onChange={(drainage) => onChange({ drainage })}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" error={errors.description} required>
        <Textarea
          name="description"
          rows={4}
          value={values.description}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('rating', 'Rating (1-5)', { type: 'number', min: 1, max: 5, step: 0.1 })}
        {text('distance', 'Distance (km)', { type: 'number', min: 0, step: 0.1 })}
        {text('elevation', 'Elevation (m)', { type: 'number', min: 0, step: 1 })}
        {text('duration', 'Duration', { placeholder: 'e.g. 2-3 hours' })}
        {text('coordinatesLat', 'Latitude', { inputMode: 'decimal', placeholder: 'e.g. -33.9249' }, true)}
        {text('coordinatesLng', 'Longitude', { inputMode: 'decimal', placeholder: 'e.g. 18.4241' }, true)}
        {text('imageUrl', 'Image URL', { type: 'url', inputMode: 'url', placeholder: 'https://...' })}
        {text('contactEmail', 'Contact Email', { type: 'email', inputMode: 'email' })}
        {text('contactPhone', 'Contact Phone', { type: 'tel', inputMode: 'tel' })}
        {text('website', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://...' })}
      </SimpleGrid>
    </Stack>
  );
}
