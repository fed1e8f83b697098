import type { Table } from 'dexie';
import type { SyncResponse } from '@trailfinder/shared-types';
import { SYNCED_TABLES } from '@trailfinder/shared-types/rules';
import type { TrailDb } from './db';
import { META } from './meta';
import { applyTrackRefs } from './track-refs';

/**
 * Writes one /api/sync answer into Dexie in a single transaction, so readers never see a
 * half-applied sync: a full answer replaces the local copies; a delta upserts changed rows
 * and deletes tombstoned ids. The cursor is stored last, inside the same transaction.
 * Favourites of trails that no longer exist go in the same transaction, so the header badge,
 * the favourites page and its summary always count the same trails.
 */
export async function applySync(db: TrailDb, res: SyncResponse, now = new Date()): Promise<void> {
  // The tables are the shared list: the names are the answer's keys and the device's tables.
  const tables = SYNCED_TABLES.map((name) => db[name] as Table<{ id: number }, number>);
  await db.transaction('rw', [...tables, db.favorites, db.meta, db.tracks], async () => {
    if (res.full) await Promise.all(tables.map((t) => t.clear()));
    for (const [i, name] of SYNCED_TABLES.entries()) {
      // An older server sends no conditions or statuses: nothing to store or delete then.
      await tables[i].bulkPut((res[name] ?? []) as { id: number }[]);
      await tables[i].bulkDelete(res.deleted[name] ?? []);
    }
    await removeOrphanedFavorites(db, res);
    await applyTrackRefs(db, res);
    await db.meta.bulkPut([
      { key: META.cursor, value: res.cursor },
      { key: META.lastSyncedAt, value: now.toISOString() },
    ]);
  });
}

/**
 * A delta's tombstones name the deleted trails; a full answer is the whole catalogue, so a
 * favourite it does not hold points at no trail. An empty full answer cleans nothing: a server
 * with no catalogue loaded must not wipe a rider's favourites.
 */
async function removeOrphanedFavorites(db: TrailDb, res: SyncResponse): Promise<void> {
  await db.favorites.bulkDelete(res.deleted.routes);
  if (!res.full || res.routes.length === 0) return;
  const present = new Set(res.routes.map((r) => r.id));
  const orphans = (await db.favorites.toCollection().primaryKeys()).filter((id) => !present.has(id));
  await db.favorites.bulkDelete(orphans);
}

/** Cheap shape check of the answer (the full zod schema stays out of the home bundle). */
export function looksLikeSyncResponse(body: unknown): body is SyncResponse {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const deleted = b.deleted as Record<string, unknown> | undefined;
  return (
    typeof b.cursor === 'string' &&
    typeof b.full === 'boolean' &&
    SYNCED_TABLES.slice(0, 4).every((k) => Array.isArray(b[k]) && Array.isArray(deleted?.[k]))
  );
}
