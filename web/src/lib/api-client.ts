/** Error for a non-OK response: message is 'status: body' (spec section 8, generic rule). */
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

export const ADMIN_TOKEN_KEY = 'adminToken';

export function getAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch (err) {
    console.warn('Could not read the admin token', err);
    return null;
  }
}

/** Spec section 6: the bearer token goes to admin paths, and to video writes only (not reads). */
function needsAdminToken(method: string, path: string): boolean {
  const pathname = path.split('?')[0];
  if (pathname.startsWith('/api/admin')) return true;
  return method !== 'GET' && /^\/api\/videos(\/\d+)?$/.test(pathname);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The one request helper: sends cookies, a JSON body and content-type only when a body exists,
 * the admin bearer token where the spec says, and turns a non-OK answer into an HttpError.
 */
export async function request(method: HttpMethod, path: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('accept', 'application/json');
  if (body !== undefined) headers.set('content-type', 'application/json');
  const token = needsAdminToken(method, path) ? getAdminToken() : null;
  if (token) headers.set('authorization', `Bearer ${token}`);
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
