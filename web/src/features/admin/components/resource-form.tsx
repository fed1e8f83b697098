import type { ComponentType, ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { FieldsProps, ResourceForm } from '../admin-resource';
import { useAdminForm } from '../hooks/use-admin-form';
import { ErrorAlert } from './error-alert';
import { FormDialog } from './form-dialog';

export interface ResourceFormProps<Item extends { id: number }, V, F extends string> {
  form: ResourceForm<Item, V, F>;
  Fields: ComponentType<FieldsProps<V, F>>;
  /** The item being edited, or null for a new one. Remount (key) to reset. */
  item: Item | null;
  /** What follows the fields, e.g. the trail's picture. */
  extra?: (values: V, onChange: (patch: Partial<V>) => void, item: Item | null) => ReactNode;
}

const submitLabel = (noun: string, item: unknown) => `${item ? 'Update' : 'Create'} ${noun}`;

/** 'Add New Trail' / 'Edit Trail' (likewise events) in a dialog that closes on success. */
export function ResourceFormDialog<Item extends { id: number }, V, F extends string>({
  form,
  Fields,
  item,
  extra,
  open,
  onClose,
}: ResourceFormProps<Item, V, F> & { open: boolean; onClose: () => void }) {
  const s = useAdminForm(form, item, onClose);
  const { noun } = form;
  return (
    <FormDialog
      open={open}
      title={item ? `Edit ${noun}` : `Add New ${noun}`}
      onClose={onClose}
      form={{ onSubmit: s.submit, submitLabel: submitLabel(noun, item), pending: s.pending, alert: s.alert }}
    >
      <Fields values={s.values} errors={s.errors} onChange={s.onChange} />
      {extra?.(s.values, s.onChange, item)}
    </FormDialog>
  );
}

/** The form on the page itself (the videos tab), with its buttons: Cancel and Create / Update. */
export function ResourceFormInline<Item extends { id: number }, V, F extends string>({
  form,
  Fields,
  item,
  onSaved,
  onCancel,
}: ResourceFormProps<Item, V, F> & { onSaved: () => void; onCancel: () => void }) {
  const s = useAdminForm(form, item, onSaved);
  const noun = form.noun.toLowerCase();
  return (
    <Stack asChild gap="5" aria-label={item ? `Edit ${noun}` : `New ${noun}`}>
      <form onSubmit={s.submit} noValidate>
        {s.alert && <ErrorAlert message={s.alert} />}
        <Fields values={s.values} errors={s.errors} onChange={s.onChange} />
        <HStack justify="flex-end" gap="3">
          <Button type="button" variant="outline" onClick={onCancel} disabled={s.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={s.pending}>
            {submitLabel(form.noun, item)}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
