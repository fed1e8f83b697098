import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminProfile } from '@trailfinder/shared-types';
import { HttpError } from '../../lib/api-client';
import { FRESHNESS, POST_LOGIN_RECHECK_MS } from '../../lib/query/freshness';
import { queryKeys } from '../../lib/query/query-keys';
import { adminClient } from './admin-client';

/**
 * Whether an admin signed in on this device. Not a credential (the session lives in the HttpOnly
 * cookie); it only spares every visitor of the videos page a session request that would answer 401.
 */
const SIGNED_IN_HINT = 'trailfinder-admin-signed-in';

function setHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch (err) {
    console.warn('Could not note the admin sign-in on this device', err);
  }
}

export function signedInHere(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

/** GET /api/admin/session: the admin, or null when signed out (a 401 is an answer, not a failure). */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.admin.session,
  queryFn: async (): Promise<AdminProfile | null> => {
    try {
      const admin = await adminClient.session();
      setHint(true);
      return admin;
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 401)) throw err;
      setHint(false);
      return null;
    }
  },
  ...FRESHNESS.adminSession,
});

/** Signs in; throws the request's error for the form to word (login-error.ts). */
export async function signIn(queryClient: QueryClient, username: string, password: string): Promise<AdminProfile> {
  const { admin } = await adminClient.login(username.trim(), password);
  setHint(true);
  queryClient.setQueryData(sessionQuery.queryKey, admin);
  // Ask once more shortly after: confirms the browser kept the session cookie.
  window.setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    POST_LOGIN_RECHECK_MS,
  );
  return admin;
}

/** Signs out on the server (best effort) and forgets every admin answer held in memory. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await adminClient.logout();
  } catch (err) {
    console.warn('Logout request failed; signing out here anyway', err);
  }
  setHint(false);
  queryClient.removeQueries({ queryKey: queryKeys.admin.all });
  queryClient.setQueryData(sessionQuery.queryKey, null);
}

/** An admin call answered 401 (signed out elsewhere, password changed): the session check shows the login again. */
export function onAdminUnauthorized(queryClient: QueryClient, err: unknown): void {
  if (err instanceof HttpError && err.status === 401) {
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }
}
