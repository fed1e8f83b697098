import { Switch } from '@chakra-ui/react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch (a checkbox with role switch for assistive technology). */
export function SwitchField({ label, checked, onChange }: Props) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontWeight="semibold" fontSize="sm" color="gray.700">
        {label}
      </Switch.Label>
    </Switch.Root>
  );
}
