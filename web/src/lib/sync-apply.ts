import type { SyncResponse } from '@trailfinder/shared-types';
import type { TrailDb } from './db';
import { META } from './meta';

/**
 * Writes one /api/sync answer into Dexie in a single transaction, so readers never see a
 * half-applied sync: a full answer replaces the local copies; a delta upserts changed rows
 * and deletes tombstoned ids. The cursor is stored last, inside the same transaction.
 * Favourites of trails that no longer exist go in the same transaction, so the header badge,
 * the favourites page and its summary always count the same trails.
 */
export async function applySync(db: TrailDb, res: SyncResponse, now = new Date()): Promise<void> {
  const tables = [db.routes, db.events, db.videos, db.news, db.conditions, db.statuses];
  await db.transaction('rw', [...tables, db.favorites, db.meta], async () => {
    if (res.full) await Promise.all(tables.map((t) => t.clear()));
    await db.routes.bulkPut(res.routes);
    await db.events.bulkPut(res.events);
    await db.videos.bulkPut(res.videos);
    await db.news.bulkPut(res.news);
    // An older server sends no conditions or statuses: nothing to store then.
    await db.conditions.bulkPut(res.conditions ?? []);
    await db.statuses.bulkPut(res.statuses ?? []);
    await db.routes.bulkDelete(res.deleted.routes);
    await db.events.bulkDelete(res.deleted.events);
    await db.videos.bulkDelete(res.deleted.videos);
    await db.news.bulkDelete(res.deleted.news);
    await db.conditions.bulkDelete(res.deleted.conditions ?? []);
    await db.statuses.bulkDelete(res.deleted.statuses ?? []);
    await removeOrphanedFavorites(db, res);
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
    ['routes', 'events', 'videos', 'news'].every((k) => Array.isArray(b[k]) && Array.isArray(deleted?.[k]))
  );
}
