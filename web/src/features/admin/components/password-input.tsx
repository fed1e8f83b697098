import { useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';

/** A password box with a show/hide toggle that says what it will do. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ px: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} bg="white" />
    </InputGroup>
  );
}
