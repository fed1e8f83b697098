import { HttpError } from '../../lib/api-client';

export interface ServerIssue {
  path: string;
  message: string;
}

/** The `issues` of a 400 validation answer ({ message, issues }), or none. */
export function serverIssues(err: unknown): ServerIssue[] {
  if (!(err instanceof HttpError) || err.status !== 400) return [];
  try {
    const body = JSON.parse(err.body) as { issues?: unknown };
    return Array.isArray(body.issues)
      ? body.issues.filter((i): i is ServerIssue => typeof i?.path === 'string' && typeof i?.message === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The form field an issue's path belongs to: its first part ('features.0' -> 'features'), or a
 * nested object's field flattened into the form as one name ('access.priceRand' -> 'accessPriceRand').
 */
function fieldOf<F extends string>(path: string, fields: readonly F[]): F | undefined {
  const [first, second] = path.split('.');
  if ((fields as readonly string[]).includes(first)) return first as F;
  const nested = second ? `${first}${second[0].toUpperCase()}${second.slice(1)}` : '';
  return (fields as readonly string[]).includes(nested) ? (nested as F) : undefined;
}

/** Issues as messages for the form's fields: the first issue of each known field. */
export function issuesToFieldErrors<F extends string>(
  issues: readonly ServerIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, fields);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** A 400 answer's issues as messages for the form's fields. */
export const fieldErrors = <F extends string>(err: unknown, fields: readonly F[]) =>
  issuesToFieldErrors(serverIssues(err), fields);

/** The server's message for an alert, or the given fallback. */
export function serverMessage(err: unknown, fallback: string): string {
  return (err instanceof HttpError && err.serverMessage) || fallback;
}

/** A form's payload checked with the shared schema the server checks too: the first issue of each known field. */
export function schemaFieldErrors<F extends string>(
  schema: {
    safeParse(body: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  payload: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const issues = schema.safeParse(payload).error?.issues ?? [];
  return issuesToFieldErrors(
    issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    fields,
  );
}
