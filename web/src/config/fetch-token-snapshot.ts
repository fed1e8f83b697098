import type { TokenSnapshot } from './token-snapshot';

/** How long the app waits for the token file before Chakra builds the tokens itself. */
const WAIT_MS = 2_000;

/**
 * The build's token snapshot (token-snapshot.ts, decision 037), or null: none in this build
 * (`vite dev`), or the file did not come (offline before the service worker holds it, a server
 * error, bad signal). With null Chakra builds the tokens, as it always could; the page never waits
 * more than WAIT_MS for the file.
 */
export function fetchTokenSnapshot(url: string | null): Promise<TokenSnapshot | null> {
  if (!url) return Promise.resolve(null);
  // Browsers without AbortSignal.timeout (Safari before 16) wait as long as the request takes.
  return fetch(url, { signal: AbortSignal.timeout?.(WAIT_MS) })
    .then((res) => (res.ok ? (res.json() as Promise<TokenSnapshot>) : null))
    .then((json) => (Array.isArray(json?.names) ? json : null))
    .catch(() => null);
}
