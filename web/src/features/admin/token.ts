import { ADMIN_TOKEN_KEY } from '../../lib/api-client';

/** Keeps the admin token under `adminToken` (spec section 4); storage failures are only logged. */
export function storeAdminToken(token: string): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch (err) {
    console.warn('Could not store the admin token', err);
  }
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch (err) {
    console.warn('Could not remove the admin token', err);
  }
}
