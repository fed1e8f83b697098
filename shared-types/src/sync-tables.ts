/**
 * The catalogue tables a device keeps a copy of and /api/sync sends (rows and tombstones).
 * Their names are also the keys of the sync answer and the device's Dexie tables.
 */
export const SYNCED_TABLES = ['routes', 'events', 'videos', 'news', 'conditions', 'statuses'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

/**
 * Lists in a sync answer that the device does not keep as rows: each entry points at something
 * it fetches only when it needs it (a track's line and GPX, for the trails it saves).
 */
export const SYNCED_REFERENCES = ['tracks'] as const;
