import { HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { VIDEO_CATEGORIES } from '@trailfinder/shared-types/rules';
import { extractYoutubeId } from '@trailfinder/shared-types';
import type { FieldsProps } from '../admin-resource';
import type { VideoField, VideoFormValues } from '../video-form';
import { FormField } from './form-field';
import { formControls } from './form-controls';

const CATEGORY_OPTIONS = Object.entries(VIDEO_CATEGORIES).map(([value, label]) => ({ value, label }));

/** Title, link, the derived read-only YouTube ID, description, category, order and the two switches. */
export function VideoFormFields({ values, errors, onChange }: FieldsProps<VideoFormValues, VideoField>) {
  const c = formControls<VideoFormValues, VideoField>(values, errors, onChange);
  return (
    <Stack gap="4">
      {c.text('title', 'Title', {}, { required: true })}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {c.text(
          'youtubeUrl',
          'YouTube URL',
          { type: 'url', inputMode: 'url', placeholder: 'https://www.youtube.com/watch?v=...' },
          { required: true },
        )}
        <FormField label="YouTube ID" helper="Filled in from the YouTube URL">
          <Input name="youtubeId" readOnly value={extractYoutubeId(values.youtubeUrl)} bg="gray.100" />
        </FormField>
      </SimpleGrid>
      {c.textarea('description', 'Description', 3)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {c.select('category', 'Category', CATEGORY_OPTIONS)}
        {c.text(
          'orderIndex',
          'Display Order',
          { type: 'number', min: 0, step: 1 },
          { helper: 'Lower numbers appear first' },
        )}
      </SimpleGrid>
      <HStack gap="8" wrap="wrap">
        {c.toggle('featured', 'Featured')}
        {c.toggle('active', 'Active')}
      </HStack>
    </Stack>
  );
}
