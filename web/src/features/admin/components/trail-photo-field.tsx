import { useEffect, useState, type ChangeEvent } from 'react';
import { Box, Button, chakra, HStack, Input, Text } from '@chakra-ui/react';
import { isUploadedImageUrl, TRAIL_IMAGE_TYPES } from '@trailfinder/shared-types/rules';
import { photoFileProblem } from '../photo-file';
import { removeTrailPhoto, uploadTrailPhoto } from '../trail-photo-writes';
import { FormField } from './form-field';

interface Props {
  /** The trail being edited; a new trail is saved first (the photo belongs to its id). */
  trailId: number | null;
  /** The address the form holds now (an upload, an external link or empty). */
  imageUrl: string;
  onImageUrl: (imageUrl: string) => void;
}

type Status = { kind: 'idle' | 'busy' | 'done' | 'error'; text: string };

/**
 * "Upload photo": the file goes to the server as soon as it is chosen (it is stored apart from
 * the form's fields), with a preview of the chosen file and what happened in words.
 */
export function TrailPhotoField({ trailId, imageUrl, onImageUrl }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  // The chosen file's preview lives in memory until another replaces it or the dialog closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  if (trailId === null) {
    return (
      <FormField label="Upload photo" helper="Create the trail first, then edit it to upload its photo.">
        <Input type="file" disabled p="1.5" h="auto" minH="11" />
      </FormField>
    );
  }

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return setStatus({ kind: 'error', text: problem });
    setPreview(URL.createObjectURL(file));
    setStatus({ kind: 'busy', text: 'Uploading the photo…' });
    const result = await uploadTrailPhoto(trailId, file);
    if (!result.ok) {
      setPreview(null);
      return setStatus({ kind: 'error', text: result.message });
    }
    onImageUrl(result.imageUrl ?? '');
    setStatus({ kind: 'done', text: 'Photo uploaded. Riders see it on the trail card and page.' });
  };

  const remove = async () => {
    setStatus({ kind: 'busy', text: 'Removing the photo…' });
    const result = await removeTrailPhoto(trailId);
    if (!result.ok) return setStatus({ kind: 'error', text: result.message });
    setPreview(null);
    onImageUrl('');
    setStatus({ kind: 'done', text: 'Photo removed. The trail shows its illustration again.' });
  };

  const shown = preview ?? (imageUrl || null);
  return (
    <Box>
      <FormField
        label="Upload photo"
        helper="JPEG, PNG or WebP, up to 2 MB. It replaces the trail's illustration."
        error={status.kind === 'error' ? status.text : undefined}
      >
        <Input
          type="file"
          name="photo"
          accept={TRAIL_IMAGE_TYPES.join(',')}
          onChange={choose}
          disabled={status.kind === 'busy'}
          p="1.5"
          h="auto"
          minH="11"
        />
      </FormField>
      {shown && (
        <HStack mt="3" gap="3" align="center">
          <chakra.img
            src={shown}
            alt="Preview of the trail's photo"
            htmlWidth={160}
            htmlHeight={90}
            w="40"
            h="auto"
            aspectRatio="16 / 9"
            objectFit="cover"
            borderRadius="md"
            bg="gray.100"
          />
          {isUploadedImageUrl(imageUrl) && status.kind !== 'busy' && (
            <Button type="button" size="sm" minH="11" variant="outline" colorPalette="red" onClick={remove}>
              Remove photo
            </Button>
          )}
        </HStack>
      )}
      {status.kind !== 'error' && status.text && (
        <Text mt="2" fontSize="sm" color="fg.muted" role="status">
          {status.text}
        </Text>
      )}
    </Box>
  );
}
