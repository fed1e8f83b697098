import type { ComponentProps } from 'react';
import { chakra, Flex, Input, Textarea } from '@chakra-ui/react';
import { CheckOption } from '../../../components/check-option';
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
    /** Several of a list (a field holding an array of option values), as checkboxes in a fieldset. */
    checks: (field: F, label: string, options: readonly Option[]) => {
      const chosen = values[field] as readonly string[];
      return (
        <chakra.fieldset minW="0">
          <chakra.legend fontWeight="semibold" fontSize="sm" color="gray.700" mb="1.5">
            {label}
          </chakra.legend>
          <Flex wrap="wrap" gap="2">
            {options.map((o) => (
              <CheckOption
                key={o.value}
                name={field}
                label={o.label}
                checked={chosen.includes(o.value)}
                onChange={(on) => set(field, on ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
              />
            ))}
          </Flex>
          {errors[field] && (
            <chakra.p role="alert" color="fg.error" fontSize="sm" mt="1.5">
              {errors[field]}
            </chakra.p>
          )}
        </chakra.fieldset>
      );
    },
    toggle: (field: keyof V, label: string) => (
      <SwitchField label={label} checked={values[field] as boolean} onChange={(on) => set(field, on)} />
    ),
  };
}
