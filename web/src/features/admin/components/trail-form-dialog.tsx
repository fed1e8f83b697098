import { useState, type FormEvent } from 'react';
import type { Trail } from '@trailfinder/shared-types';
import { saveAdminItem } from '../admin-writes';
import {
  emptyTrailForm,
  TRAIL_FIELDS,
  trailFormErrors,
  trailFormFromTrail,
  trailPayload,
  type TrailFormErrors,
} from '../trail-form';
import { FormDialog } from './form-dialog';
import { TrailFormFields } from './trail-form-fields';
import { TrailPhotoField } from './trail-photo-field';

interface Props {
  open: boolean;
  /** The trail being edited, or null for a new one. */
  trail: Trail | null;
  onClose: () => void;
}

/** 'Add New Trail' / 'Edit Trail'. The parent remounts it per trail, so closing resets it. */
export function TrailFormDialog({ open, trail, onClose }: Props) {
  const mode = trail ? 'edit' : 'create';
  const [values, setValues] = useState(() => (trail ? trailFormFromTrail(trail) : emptyTrailForm()));
  const [errors, setErrors] = useState<TrailFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = trailFormErrors(values, mode);
    setErrors(found);
    setAlert(Object.keys(found).length ? 'Please correct the highlighted fields.' : null);
    if (Object.keys(found).length) return;
    setPending(true);
    const failure = await saveAdminItem(
      'trails',
      trail?.id ?? null,
      trailPayload(values, trail ? 'edit' : 'create'),
      TRAIL_FIELDS,
    );
    setPending(false);
    if (!failure) return onClose();
    setErrors(failure.fields);
    setAlert(failure.message ?? 'Please correct the highlighted fields.');
  };

  return (
    <FormDialog
      open={open}
      title={trail ? 'Edit Trail' : 'Add New Trail'}
      onClose={onClose}
      form={{ onSubmit: submit, submitLabel: trail ? 'Update Trail' : 'Create Trail', pending, alert }}
    >
      <TrailFormFields values={values} errors={errors} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
      <TrailPhotoField
        trailId={trail?.id ?? null}
        imageUrl={values.imageUrl}
        onImageUrl={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
      />
    </FormDialog>
  );
}
