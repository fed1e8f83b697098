/** Error for a non-OK response: its message is 'status: body' (or the status text when the body is empty). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }

  /** A 400 validation answer's `issues` ({ path, message }), or none. */
  get issues(): { path: string; message: string }[] {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown };
      return Array.isArray(parsed.issues)
        ? parsed.issues.filter(
            (i): i is { path: string; message: string } =>
              typeof (i as { path?: unknown })?.path === 'string' &&
              typeof (i as { message?: unknown })?.message === 'string',
          )
        : [];
    } catch {
      return [];
    }
  }

  /** The server's `{ message }`, when the body is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The one request helper: sends cookies (the admin's session is an HttpOnly cookie the page never
 * reads), a JSON body and content-type only when a body exists, and turns a non-OK answer into
 * an HttpError.
 */
export async function request(method: HttpMethod, path: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('accept', 'application/json');
  if (body !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(path, {
    ...init,
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new HttpError(res.status, body, res.statusText, retryAfterSeconds(res.headers.get('retry-after')));
  }
  return res;
}

/** A JSON request; answers without a body (204) resolve to undefined. */
export async function requestJson<T>(method: HttpMethod, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const res = await request(method, path, body, init);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a JSON document from the API. */
export function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  return requestJson<T>('GET', path, undefined, init);
}
