import { SimpleGrid, Stack } from '@chakra-ui/react';
import {
  DIFFICULTIES,
  DRAINAGE_LABELS,
  PROVINCES,
  TRAIL_DRAINAGES,
  TRAIL_SURFACES,
} from '@trailfinder/shared-types/rules';
import { difficultyLabel } from '../../../components/difficulty-badge';
import type { FieldsProps } from '../admin-resource';
import type { TrailField, TrailFormValues } from '../trail-form';
import { formControls } from './form-controls';
import { TrailAccessFields } from './trail-access-fields';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(d) }));
const DRAINAGE_OPTIONS = TRAIL_DRAINAGES.map((d) => ({ value: d, label: DRAINAGE_LABELS[d] }));
const SURFACE_OPTIONS = TRAIL_SURFACES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }));
const required = { required: true };
const link = { type: 'url', inputMode: 'url', placeholder: 'https://...' } as const;

/** Every field of the trail dialog. */
export function TrailFormFields({ values, errors, onChange }: FieldsProps<TrailFormValues, TrailField>) {
  const c = formControls<TrailFormValues, TrailField>(values, errors, onChange);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {c.text('name', 'Trail Name', {}, required)}
        {c.text('location', 'Location', { placeholder: 'e.g. Stellenbosch' }, required)}
        {c.select('province', 'Province', PROVINCE_OPTIONS, { required: true, placeholder: 'Select a province' })}
        {c.select('difficulty', 'Difficulty', DIFFICULTY_OPTIONS)}
        {c.select('surface', 'Surface', SURFACE_OPTIONS)}
        {c.select('drainage', 'Drainage', DRAINAGE_OPTIONS)}
      </SimpleGrid>
      {c.textarea('description', 'Description', 4, required)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {c.text('rating', 'Rating (1-5)', { type: 'number', min: 1, max: 5, step: 0.1 })}
        {c.text('distance', 'Distance (km)', { type: 'number', min: 0, step: 0.1 })}
        {c.text('elevation', 'Elevation (m)', { type: 'number', min: 0, step: 1 })}
        {c.text('duration', 'Duration', { placeholder: 'e.g. 2-3 hours' })}
        {c.text('coordinatesLat', 'Latitude', { inputMode: 'decimal', placeholder: 'e.g. -33.9249' }, required)}
        {c.text('coordinatesLng', 'Longitude', { inputMode: 'decimal', placeholder: 'e.g. 18.4241' }, required)}
        {c.text('imageUrl', 'Image URL', link)}
        {c.text('contactEmail', 'Contact Email', { type: 'email', inputMode: 'email' })}
        {c.text('contactPhone', 'Contact Phone', { type: 'tel', inputMode: 'tel' })}
        {c.text('website', 'Website', link)}
      </SimpleGrid>
      <TrailAccessFields c={c} sources={values.accessSources} />
    </Stack>
  );
}
