import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface Props {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled control with its helper text or error (wired to the control by Field). */
export function FormField({ label, error, helper, required, children }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="semibold" fontSize="sm" color="gray.700">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText color="gray.600">{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
