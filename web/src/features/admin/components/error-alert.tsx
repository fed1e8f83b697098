import { Alert } from '@chakra-ui/react';

/** A red alert read out at once (role=alert). */
export function ErrorAlert({ message, title }: { message: string; title?: string }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
