import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { signIn } from '../admin-session';
import { loginErrorMessage, loginValidationError } from '../login-error';
import { useAdminSession } from '../hooks/use-admin-session';
import { ErrorAlert } from './error-alert';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface Props {
  onSuccess?: () => void;
  onCancel: () => void;
  /** Shown with an existing session: 'Continue to Admin Panel'. */
  onContinue: () => void;
}

/** The admin login. */
export function LoginForm({ onSuccess, onCancel, onContinue }: Props) {
  const { admin } = useAdminSession();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (admin && !pending) {
    return (
      <Stack gap="4">
        <Text>Already logged in as {admin.username}</Text>
        <Button onClick={onContinue}>Continue to Admin Panel</Button>
      </Stack>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = loginValidationError(username, password);
    setError(invalid);
    if (invalid) return;
    setPending(true);
    try {
      await signIn(queryClient, username, password);
      setPending(false);
      onSuccess?.();
    } catch (err) {
      setError(loginErrorMessage(err));
      setPending(false);
    }
  };

  const field = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.currentTarget.value),
  });
  // Empty fields disable Login; fields of spaces only get the message on submit.
  const blank = username === '' || password === '';
  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        {error && <ErrorAlert message={error} />}
        <FormField label="Username">
          <Input {...field('username', username, setUsername)} autoComplete="username" bg="white" />
        </FormField>
        <FormField label="Password">
          <PasswordInput {...field('password', password, setPassword)} autoComplete="current-password" />
        </FormField>
        <HStack gap="3" justify="flex-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || pending}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
