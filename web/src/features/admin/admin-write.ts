import { HttpError } from '../../lib/api-client';
import { checkAdminSession } from './session-store';
import { toaster } from '../../components/toaster-store';

export type WriteResult = { ok: true } | { ok: false; error: unknown };

interface Messages {
  /** Toast title and text on success (spec section 8 where it names them). */
  success: [title: string, description: string];
  /** Text of the 'Error' toast on failure. */
  failure: string;
}

/** Runs one admin write with its toasts; `refresh` runs after a success. Never throws. */
export async function adminWrite(
  op: () => Promise<unknown>,
  messages: Messages,
  refresh: () => void,
): Promise<WriteResult> {
  try {
    await op();
  } catch (error) {
    console.warn(messages.failure, error);
    toaster.create({ type: 'error', title: 'Error', description: messages.failure });
    // A revoked or expired session: the session check brings the login back.
    if (error instanceof HttpError && error.status === 401) void checkAdminSession(true);
    return { ok: false, error };
  }
  const [title, description] = messages.success;
  toaster.create({ type: 'success', title, description });
  refresh();
  return { ok: true };
}
