/**
 * Reading the localStorage values earlier versions kept (favourites, saved routes) so they can
 * be moved into Dexie once. Storage can be missing or throw (private mode, quota): such errors
 * are logged and treated as "nothing stored" (spec section 8).
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

export function forgetLegacy(storage: LegacyStore | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch (err) {
    console.warn(`Could not remove the stored ${key}`, err);
  }
}
