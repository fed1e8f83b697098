import { useState, type FormEvent } from 'react';
import { saveAdminItem } from '../admin-writes';
import type { ResourceForm } from '../admin-resource';

const CORRECT = 'Please correct the highlighted fields.';

/**
 * The state of an admin add/edit form: values, field errors, the alert for words no field can
 * carry (a session that ended, a server error), and submit, which checks the values with the
 * shared schema, saves (with its toasts) and calls onSaved on success.
 */
export function useAdminForm<Item extends { id: number }, V, F extends string>(
  form: ResourceForm<Item, V, F>,
  item: Item | null,
  onSaved: () => void,
) {
  const [values, setValues] = useState<V>(() => (item ? form.fromItem(item) : form.empty()));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = form.errors(values, item);
    const invalid = Object.keys(found).length > 0;
    setErrors(found);
    setAlert(invalid ? CORRECT : null);
    if (invalid) return;
    setPending(true);
    const failure = await saveAdminItem(form.collection, item?.id ?? null, form.payload(values, item), form.fields);
    setPending(false);
    if (!failure) return onSaved();
    setErrors(failure.fields);
    setAlert(failure.message ?? CORRECT);
  };
  const onChange = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));

  return { values, errors, alert, pending, submit, onChange };
}
