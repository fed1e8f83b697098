import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { adminClient } from '../admin-client';
import { passwordChangeError, type PasswordChange } from '../password-rules';
import { serverMessage } from '../server-issues';
import { ErrorAlert } from './error-alert';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

/** The success message shows for 5 seconds. */
export const PASSWORD_SUCCESS_MS = 5000;

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmation; the password rules, then the server's answer. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), PASSWORD_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    const invalid = passwordChangeError(values);
    setError(invalid);
    if (invalid) return;
    setPending(true);
    try {
      // Other sessions are revoked; the server sets a fresh session cookie for this one.
      const res = await adminClient.changePassword(values.currentPassword.trim(), values.newPassword.trim());
      setValues(EMPTY);
      setSuccess(res?.message || 'Password changed successfully');
    } catch (err) {
      setError(serverMessage(err, 'Failed to change password'));
    } finally {
      setPending(false);
    }
  };

  const field = (key: keyof PasswordChange, label: string, autoComplete: string) => (
    <FormField label={label}>
      <PasswordInput
        name={key}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setValues((v) => ({ ...v, [key]: value }));
        }}
      />
    </FormField>
  );

  return (
    <Stack asChild gap="4" maxW="md" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        {error && <ErrorAlert message={error} />}
        {success && (
          <Alert.Root status="success" role="status" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{success}</Alert.Description>
          </Alert.Root>
        )}
        {field('currentPassword', 'Current Password', 'current-password')}
        {field('newPassword', 'New Password', 'new-password')}
        {field('confirmPassword', 'Confirm New Password', 'new-password')}
        <HStack>
          <Button type="submit" loading={pending} loadingText="Changing...">
            Change Password
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
