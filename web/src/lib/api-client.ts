/** Error for a non-OK response: its message is 'status: body' (or the status text when the body is empty). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
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
  if (!res.ok) throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
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
