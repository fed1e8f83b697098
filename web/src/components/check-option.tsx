import { chakra } from '@chakra-ui/react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

/** A native checkbox with its label as the click target (large enough for thumbs). */
export function CheckOption({ label, checked, onChange, name }: Props) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2.5"
      minH="44px"
      px="3"
      borderRadius="md"
      borderWidth="1px"
      borderColor={checked ? 'brand.600' : 'gray.200'}
      bg={checked ? 'brand.50' : 'white'}
      cursor="pointer"
      fontSize="sm"
      fontWeight="medium"
      color="gray.800"
      transition="background 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'brand.500' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        w="4"
        h="4"
        accentColor="var(--chakra-colors-brand-700)"
        cursor="pointer"
        _focusVisible={{ outline: 'none' }}
      />
      {label}
    </chakra.label>
  );
}
