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

/** The server's message for an alert, or the given fallback. */
export function serverMessage(err: unknown, fallback: string): string {
  return (err instanceof HttpError && err.serverMessage) || fallback;
}
