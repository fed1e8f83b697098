import { useState, type FormEvent } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { Video } from '@trailfinder/shared-types';
import { saveAdminItem } from '../admin-writes';
import {
  emptyVideoForm,
  VIDEO_FIELDS,
  videoFormErrors,
  videoFormFromVideo,
  videoPayload,
  type VideoFormErrors,
  type VideoFormValues,
} from '../video-form';
import { ErrorAlert } from './error-alert';
import { VideoFormFields } from './video-form-fields';

interface Props {
  /** The video being edited, or null for a new one. Remount (key) to reset. */
  video: Video | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** The video form with its buttons: Cancel and Create Video / Update Video. */
export function VideoEditor({ video, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<VideoFormValues>(() => (video ? videoFormFromVideo(video) : emptyVideoForm()));
  const [errors, setErrors] = useState<VideoFormErrors>({});
  const [pending, setPending] = useState(false);
  // The server's words when no field can carry them (a session that ended, a server error).
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = videoFormErrors(values);
    setErrors(found);
    setAlert(Object.keys(found).length ? 'Please correct the highlighted fields.' : null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const failure = await saveAdminItem('videos', video?.id ?? null, videoPayload(values), VIDEO_FIELDS);
    setPending(false);
    if (!failure) return onSaved();
    setErrors(failure.fields);
    setAlert(failure.message ?? 'Please correct the highlighted fields.');
  };

  return (
    <Stack asChild gap="5" aria-label={video ? 'Edit video' : 'New video'}>
      <form onSubmit={submit} noValidate>
        {alert && <ErrorAlert message={alert} />}
        <VideoFormFields values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
        <HStack justify="flex-end" gap="3">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {video ? 'Update Video' : 'Create Video'}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
