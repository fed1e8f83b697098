import type { ComponentProps } from 'react';
import { Input } from '@chakra-ui/react';
import { FormField } from './form-field';

/**
 * Returns a renderer for the text inputs of an admin form: `text('name', 'Trail Name', {}, true)`
 * gives a labelled, validated input bound to `values.name`.
 */
export function textFieldRenderer<F extends string>(
  values: Record<F, string>,
  errors: Partial<Record<F, string>>,
  onChange: (patch: Partial<Record<F, string>>) => void,
) {
  return function text(field: F, label: string, props: ComponentProps<typeof Input> = {}, required = false) {
    return (
      <FormField label={label} error={errors[field]} required={required}>
        <Input
          name={field}
          value={values[field]}
          onChange={(e) => onChange({ [field]: e.currentTarget.value } as Partial<Record<F, string>>)}
          {...props}
        />
      </FormField>
    );
  };
}
