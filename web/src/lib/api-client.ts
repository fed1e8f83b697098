/** Error for a non-OK response: message is 'status: body' (spec section 8, generic rule). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

/** GET a JSON document from the API. Sends cookies (spec section 7). */
export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' }, ...init });
  if (!res.ok) throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
  return (await res.json()) as T;
}
