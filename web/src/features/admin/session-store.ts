import { create } from 'zustand';
import type { AdminProfile } from '@trailfinder/shared-types';
import { getAdminToken, HttpError } from '../../lib/api-client';
import { adminApi } from './api';
import { clearAdminToken, storeAdminToken } from './token';

/** Spec sections 4 and 9: the session check is fresh 5 minutes; re-checked 100 ms after login. */
export const SESSION_FRESH_MS = 5 * 60 * 1000;
export const POST_LOGIN_RECHECK_MS = 100;

interface AdminSessionState {
  admin: AdminProfile | null;
  /** 'unknown' until the first check ends. */
  status: 'unknown' | 'checking' | 'known';
  checkedAt: number;
}

export const useAdminSessionStore = create<AdminSessionState>(() => ({
  admin: null,
  status: 'unknown',
  checkedAt: 0,
}));

let inFlight: Promise<void> | null = null;

async function runCheck(): Promise<void> {
  const set = useAdminSessionStore.setState;
  set({ status: 'checking' });
  let admin: AdminProfile | null = null;
  // Without a stored token there is no session to ask about (and no 401 to log for every visitor).
  if (getAdminToken()) {
    try {
      admin = await adminApi.session();
    } catch (err) {
      // Never retried (spec section 7). A rejected token is dropped so it is not sent again.
      if (err instanceof HttpError && err.status === 401) clearAdminToken();
      else console.warn('Admin session check failed', err);
    }
  }
  set({ admin, status: 'known', checkedAt: Date.now() });
}

/** Asks the server who is signed in, unless a check younger than 5 minutes exists (or `force`). */
export function checkAdminSession(force = false): Promise<void> {
  const { status, checkedAt } = useAdminSessionStore.getState();
  if (!force && status === 'known' && Date.now() - checkedAt < SESSION_FRESH_MS) return Promise.resolve();
  inFlight ??= runCheck().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Signs in; throws the request's error for the form to word (login-error.ts). */
export async function signIn(username: string, password: string): Promise<AdminProfile> {
  const { token, admin } = await adminApi.login(username.trim(), password);
  storeAdminToken(token);
  useAdminSessionStore.setState({ admin, status: 'known', checkedAt: Date.now() });
  window.setTimeout(() => void checkAdminSession(true), POST_LOGIN_RECHECK_MS);
  return admin;
}

/** Signs out on the server (best effort), drops the token and refreshes the session. */
export async function signOut(): Promise<void> {
  try {
    await adminApi.logout();
  } catch (err) {
    console.warn('Logout request failed; dropping the token anyway', err);
  }
  clearAdminToken();
  await checkAdminSession(true);
}

/** A password change hands out a fresh token; older ones stop working. */
export function replaceAdminToken(token: string): void {
  storeAdminToken(token);
}
