import type { ComponentProps } from 'react';
import { Input, Textarea } from '@chakra-ui/react';
import { FormField } from './form-field';
import { SelectInput } from './select-input';
import { SwitchField } from './switch-field';

type Option = { value: string; label: string };
interface Extra {
  required?: boolean;
  helper?: string;
  placeholder?: string;
}

/**
 * The controls of an admin form, bound to its values and errors: `c.text('name', 'Trail Name')`
 * gives a labelled, validated input bound to `values.name`; select, textarea and toggle likewise.
 */
export function formControls<V extends object, F extends keyof V & string>(
  values: V,
  errors: Partial<Record<F, string>>,
  onChange: (patch: Partial<V>) => void,
) {
  const set = (field: keyof V, value: unknown) => onChange({ [field]: value } as Partial<V>);
  const text = (field: F) => values[field] as string;
  return {
    text: (field: F, label: string, props: ComponentProps<typeof Input> = {}, extra: Extra = {}) => (
      <FormField label={label} error={errors[field]} required={extra.required} helper={extra.helper}>
        <Input name={field} value={text(field)} onChange={(e) => set(field, e.currentTarget.value)} {...props} />
      </FormField>
    ),
    select: (field: F, label: string, options: readonly Option[], extra: Extra = {}) => (
      <FormField label={label} error={errors[field]} required={extra.required}>
        <SelectInput
          name={field}
          value={text(field)}
          options={options}
          placeholder={extra.placeholder}
          onChange={(value) => set(field, value)}
        />
      </FormField>
    ),
    textarea: (field: F, label: string, rows: number, extra: Extra = {}) => (
      <FormField label={label} error={errors[field]} required={extra.required}>
        <Textarea name={field} rows={rows} value={text(field)} onChange={(e) => set(field, e.currentTarget.value)} />
      </FormField>
    ),
    toggle: (field: keyof V, label: string) => (
      <SwitchField label={label} checked={values[field] as boolean} onChange={(on) => set(field, on)} />
    ),
  };
}
