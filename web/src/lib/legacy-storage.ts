/**
 * Reading the localStorage values earlier versions kept (favourites, saved routes) so they can
 * be moved into Dexie once. Storage can be missing or throw (private mode, quota): such errors
 * are logged and treated as "nothing stored".
 */
export type LegacyStore = Pick<Storage, 'getItem' | 'removeItem'>;

export function browserStorage(): LegacyStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch (err) {
    console.warn('localStorage is not available', err);
    return undefined;
  }
}

export function readLegacy(storage: LegacyStore | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (err) {
    console.warn(`Could not read the stored ${key}`, err);
    return null;
  }
}

/** A legacy value that should hold a JSON list: its items, or none when missing or malformed (logged). */
export function legacyList(raw: string | null, what: string): unknown[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value;
    console.warn(`Ignoring stored ${what} that are not a list`);
  } catch (err) {
    console.warn(`Ignoring stored ${what} that are not JSON`, err);
  }
  return [];
}

export function forgetLegacy(storage: LegacyStore | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch (err) {
    console.warn(`Could not remove the stored ${key}`, err);
  }
}

/** Earlier versions kept the admin token here; it now lives only in the HttpOnly session cookie. */
const LEGACY_ADMIN_TOKEN_KEY = 'adminToken';

/** Drops a token an earlier version left behind (run at start; nothing reads it any more). */
export function forgetLegacyAdminToken(storage: LegacyStore | undefined = browserStorage()): void {
  forgetLegacy(storage, LEGACY_ADMIN_TOKEN_KEY);
  try {
    sessionStorage.removeItem(LEGACY_ADMIN_TOKEN_KEY);
  } catch {
    // No sessionStorage (private mode, tests): nothing to remove.
  }
}
