import type { TrailDb } from './db';

type DeviceModule = typeof import('./db');

let loading: Promise<DeviceModule> | undefined;

/**
 * The device's database module (Dexie and the schema), fetched on first use. A page is painted by
 * the server and hydrates with its live queries' defaults, so nothing the first render needs waits
 * for IndexedDB: Dexie (~31 kB gzip) is kept off the start path, and the page hydrates that much
 * sooner on a slow link (decision 099). Every module that reads or writes the device goes through
 * here; only type imports name `./db` directly (an ESLint rule holds this).
 */
export function loadDevice(): Promise<DeviceModule> {
  // A failed fetch (a new version deployed, the old chunk gone) is tried again on the next use.
  loading ??= import('./db').then(
    // Opened before any query is made: on a first visit Dexie creates the database and then tells
    // every live query already made to read again (it cannot know they read an empty database), so
    // each of the page's reads ran twice. Whether the open worked or not, the queries say so.
    (m) =>
      m.db.open().then(
        () => m,
        () => m,
      ),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The device's database, once its code has loaded. */
export const loadDb = (): Promise<TrailDb> => loadDevice().then((m) => m.db);

/**
 * Keeps a fetched answer on the device for off-grid use. A failure (a full disk, the database's
 * code not loaded) is logged and never fails the caller: the rider sees the answer regardless.
 */
export async function keepOnDevice(what: string, write: (db: TrailDb) => Promise<unknown>): Promise<void> {
  try {
    await write(await loadDb());
  } catch (err) {
    console.warn(`Could not keep the ${what} on this device`, err);
  }
}
