import { useId } from 'react';
import { chakra, Flex, NativeSelect } from '@chakra-ui/react';
import { selectOptions } from './select-options';

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

/**
 * A labelled native <select>: robust on phones and with screen readers. A plain label tied by id
 * (Chakra's Field would bring its form-state machinery into the home page's first download; it
 * looks the same: a column, 6px apart, the label in small semibold type).
 */
export function LabeledSelect({ label, value, options, onChange, name }: Props) {
  const id = useId();
  return (
    <Flex direction="column" align="flex-start" gap="1.5" w="full" position="relative">
      <chakra.label
        htmlFor={id}
        display="flex"
        alignItems="center"
        textAlign="start"
        gap="1"
        userSelect="none"
        textStyle="sm"
        fontWeight="semibold"
        color="gray.700"
      >
        {label}
      </chakra.label>
      <NativeSelect.Root size="md" bg="white">
        <NativeSelect.Field id={id} name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {selectOptions(options)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
