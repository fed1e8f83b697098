import type { TrackFeature, TrackRef } from '@trailfinder/shared-types';
import { request } from './api-client';
import type { StoredTrack, TrailDb } from './db';
import { loadDb } from './device-db';
import { mayHaveTrack } from './track-refs';

export const trackUrl = (routeId: number) => `/api/routes/${routeId}/track`;
export const gpxUrl = (routeId: number) => `/api/routes/${routeId}/track.gpx`;
/** The ETag GET /api/routes/:id/track sends for a track of this sync `version`. */
export const trackEtag = (version: string) => `W/"track-${version}"`;

/** Each device database's keeps under way, by trail: a second ask for the same line joins the first. */
const keeping = new WeakMap<TrailDb, Map<number, Promise<boolean>>>();

/**
 * Keeps a saved trail's line and GPX file on the device (Dexie `tracks`), so the map line, the
 * profile and the download work off-grid. Answers false when the trail has no track (404).
 * While one keep of a trail is under way, another (the trail page's effect and an offline map's
 * download both keep the line of a trail just saved) waits for it instead of asking again.
 */
export async function keepTrack(routeId: number, db?: TrailDb): Promise<boolean> {
  db ??= await loadDb();
  let underWay = keeping.get(db);
  if (!underWay) keeping.set(db, (underWay = new Map()));
  const running = underWay.get(routeId);
  if (running) return running;
  const keep = fetchAndKeep(routeId, db).finally(() => underWay.delete(routeId));
  underWay.set(routeId, keep);
  return keep;
}

async function fetchAndKeep(routeId: number, db: TrailDb): Promise<boolean> {
  let res: Response;
  try {
    res = await request('GET', trackUrl(routeId));
  } catch (err) {
    if ((err as { status?: number }).status === 404) {
      await db.tracks.delete(routeId);
      return false;
    }
    throw err;
  }
  const feature = (await res.json()) as TrackFeature;
  const gpx = await request('GET', gpxUrl(routeId))
    .then((r) => r.text())
    .catch((err: unknown) => {
      console.warn('Could not keep the GPX file on this device', err);
      return null;
    });
  const entry: StoredTrack = {
    routeId,
    feature,
    gpx,
    etag: res.headers.get('etag'),
    storedAt: new Date().toISOString(),
  };
  await db.tracks.put(entry);
  return true;
}

/**
 * Keeps the trail's line on the device unless it is kept already or the sync says the trail has
 * none. An offline map is for riding the track: its download waits for this before it says the
 * map is saved, so a rider who goes off-grid at once has the line too.
 */
export async function keepTrackIfMissing(routeId: number, db?: TrailDb): Promise<void> {
  db ??= await loadDb();
  if (await db.tracks.get(routeId)) return;
  if ((await mayHaveTrack(routeId, db)) === false) return;
  await keepTrack(routeId, db);
}

/**
 * After a sync: saved trails whose track is new or changed get it fetched now, while there is a
 * connection, not when the rider opens the trail off-grid.
 */
export async function refreshSavedTracks(refs: readonly TrackRef[], db?: TrailDb): Promise<void> {
  db ??= await loadDb();
  for (const ref of refs) {
    if (ref.variant !== null || !(await db.savedRoutes.get(ref.routeId))) continue;
    const stored = await db.tracks.get(ref.routeId);
    if (stored?.etag === trackEtag(ref.version)) continue;
    await keepTrack(ref.routeId, db).catch((err: unknown) => console.warn('Could not refresh a saved track', err));
  }
}
