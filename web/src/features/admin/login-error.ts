import { HttpError } from '../../lib/api-client';

export const LOGIN_BLANK_MESSAGE = 'Please enter both username and password';
export const LOGIN_FALLBACK_MESSAGE = 'Login failed. Please check your credentials.';

/** Both fields must be non-blank; null when the form may be sent. */
export function loginValidationError(username: string, password: string): string | null {
  return username.trim() === '' || password.trim() === '' ? LOGIN_BLANK_MESSAGE : null;
}

/** The server's message, else 'HTTP {status}', else the fallback text. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof HttpError) return err.serverMessage || `HTTP ${err.status}`;
  return LOGIN_FALLBACK_MESSAGE;
}
