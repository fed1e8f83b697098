import { HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { VIDEO_CATEGORIES, type VideoCategory } from '@trailfinder/shared-types/rules';
import { extractYoutubeId } from '@trailfinder/shared-types';
import type { VideoFormErrors, VideoFormValues } from '../video-form';
import { FormField } from './form-field';
import { SwitchField } from './switch-field';

interface Props {
  values: VideoFormValues;
  errors: VideoFormErrors;
  onChange: (patch: Partial<VideoFormValues>) => void;
}

/** Title, link, the derived read-only YouTube ID, description, category, order and the two switches. */
export function VideoFormFields({ values, errors, onChange }: Props) {
  return (
    <Stack gap="4">
      <FormField label="Title" error={errors.title} required>
        <Input name="title" value={values.title} onChange={(e) => onChange({ title: e.currentTarget.value })} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="YouTube URL" error={errors.youtubeUrl} required>
          <Input
            name="youtubeUrl"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            value={values.youtubeUrl}
            onChange={(e) => onChange({ youtubeUrl: e.currentTarget.value })}
          />
        </FormField>
        <FormField label="YouTube ID" helper="Filled in from the YouTube URL">
          <Input name="youtubeId" readOnly value={extractYoutubeId(values.youtubeUrl)} bg="gray.100" />
        </FormField>
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
        <FormField label="Category" error={errors.category}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="category"
              value={values.category}
              onChange={(e) => onChange({ category: e.currentTarget.value as VideoCategory })}
            >
              {Object.entries(VIDEO_CATEGORIES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Display Order" error={errors.orderIndex} helper="Lower numbers appear first">
          <Input
            name="orderIndex"
            type="number"
            min={0}
            step={1}
            value={values.orderIndex}
            onChange={(e) => onChange({ orderIndex: e.currentTarget.value })}
          />
        </FormField>
      </SimpleGrid>
      <HStack gap="8" wrap="wrap">
        <SwitchField label="Featured" checked={values.featured} onChange={(featured) => onChange({ featured })} />
        <SwitchField label="Active" checked={values.active} onChange={(active) => onChange({ active })} />
      </HStack>
    </Stack>
  );
}
