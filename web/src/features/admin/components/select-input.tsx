import { NativeSelect } from '@chakra-ui/react';
import { selectOptions } from '../../../components/select-options';

interface Props {
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A native select for use inside a FormField (which supplies label and error). */
export function SelectInput({ name, value, options, placeholder, onChange }: Props) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {selectOptions(options)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
