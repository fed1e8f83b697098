import { usePageSeed } from './page-seed';
import { useSharedLiveQuery } from './use-live-query';
import type { SyncResponse, TrackRef } from '@trailfinder/shared-types';
import type { TrailDb } from './db';
import { loadDb } from './device-db';
import { META, readMeta } from './meta';

/**
 * Which trails have a recorded track, from the sync (`tracks`: references, not the lines). The
 * device then asks for a line only where there is one, instead of asking for every trail and
 * taking a 404. Unknown (a device that has only had deltas since before the list was kept) means
 * "ask"; the next full sync makes it known.
 * Runs inside applySync's transaction (it needs `meta` and `tracks`).
 */
export async function applyTrackRefs(db: TrailDb, res: SyncResponse): Promise<void> {
  // An answer without the list (an older server) teaches nothing.
  if (!Array.isArray(res.tracks)) return;
  const known = res.full ? [] : await readMeta<TrackRef[]>(db, META.trackRefs);
  if (!known) return;
  const gone = new Set(res.deleted.tracks ?? []);
  const replaced = new Set(res.tracks.map((r) => r.id));
  const removed = known.filter((r) => gone.has(r.id));
  const next = [...known.filter((r) => !gone.has(r.id) && !replaced.has(r.id)), ...res.tracks];
  await db.meta.put({ key: META.trackRefs, value: next });
  // A trail's own track the admin deleted: the copy kept for off-grid use goes too.
  const stillThere = new Set(next.filter((r) => r.variant === null).map((r) => r.routeId));
  const dropped = removed.filter((r) => r.variant === null && !stillThere.has(r.routeId)).map((r) => r.routeId);
  if (dropped.length) await db.tracks.bulkDelete(dropped);
}

/**
 * Whether to ask the server for this trail's line: true when the sync lists a track for it (or a
 * synced device does not know), false when it has none. Until the device has synced, a trail page
 * the server rendered answers from its seed (the catalogue's tracks of that trail), so the page
 * says at once whether there is a line; otherwise undefined while the device is read or unsynced.
 */
export function useMayHaveTrack(routeId: number, db?: TrailDb): boolean | undefined {
  const seed = usePageSeed();
  const seeded =
    seed.trail?.id === routeId && seed.tracks
      ? seed.tracks.some((r) => r.routeId === routeId && r.variant === null)
      : undefined;
  // null, not undefined: a live query's undefined means "still reading".
  // Shared by the trail's map line and its track block: one read per change.
  const key = `${db?.name ?? 'device'}:may-have-track:${routeId}`;
  return useSharedLiveQuery(key, (device) => mayHaveTrack(routeId, db ?? device), undefined) ?? seeded;
}

/** The same answer read once: null when the device has not synced yet. */
export async function mayHaveTrack(routeId: number, db?: TrailDb): Promise<boolean | null> {
  db ??= await loadDb();
  const refs = await readMeta<TrackRef[]>(db, META.trackRefs);
  if (refs) return refs.some((r) => r.routeId === routeId && r.variant === null);
  return (await readMeta<string>(db, META.cursor)) === undefined ? null : true;
}
