import type { Video } from '@trailfinder/shared-types';
import { videoForm } from '../video-form';
import { FormDialog } from './form-dialog';
import { ResourceFormInline } from './resource-form';
import { VideoFormFields } from './video-form-fields';

const VIDEO_FORM = { form: videoForm, Fields: VideoFormFields };

interface Props {
  open: boolean;
  /** The video being edited, or null to add one. */
  video: Video | null;
  /** Changes on every opening, so closing and reopening starts from a fresh form. */
  formKey: number;
  onClose: () => void;
}

/** /videos admin mode: 'Add Video' / 'Edit Video' in a dialog that closes on success. */
export default function VideoFormDialog({ open, video, formKey, onClose }: Props) {
  return (
    <FormDialog open={open} title={video ? 'Edit Video' : 'Add Video'} onClose={onClose}>
      <ResourceFormInline key={formKey} {...VIDEO_FORM} item={video} onSaved={onClose} onCancel={onClose} />
    </FormDialog>
  );
}
