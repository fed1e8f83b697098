import { useId } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  name?: string;
}

/** A labelled native <select>: robust on phones and with screen readers. */
export function LabeledSelect({ label, value, options, onChange, name }: Props) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id} fontWeight="semibold" fontSize="sm" color="gray.700">
        {label}
      </Field.Label>
      <NativeSelect.Root size="md" bg="white">
        <NativeSelect.Field id={id} name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
