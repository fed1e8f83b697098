import { SAVED_TILE_CACHE, TILE_CACHE } from '../config/pwa';
import type { TrailDb } from './db';
import { loadDb } from './device-db';
import { isQuotaError } from './storage-quota';
import { tilesAround, tilesInBox, tileUrl, type Tile } from './tile-math';

/**
 * The map around a saved trail, stored for offline use in SAVED_TILE_CACHE (the service worker
 * looks there first). Only call this when the server says the tile provider permits it
 * (`tileDownloadAllowed`): OpenStreetMap's own tile servers forbid bulk downloading.
 */

/** A typical 256 px raster tile; sizes vary a lot, so every size shown is an estimate. */
export const APPROX_BYTES_PER_TILE = 25_000;
/** Tiles fetched at once: gentle on the provider, quick enough on a phone. */
const CONCURRENCY = 4;
/** Dexie `meta` key prefix: `savedTiles:<routeId>` lists the tile URLs stored for that trail. */
const RECORD_PREFIX = 'savedTiles:';

export interface TileProgress {
  /** Tiles now stored (fetched, or already there). */
  done: number;
  total: number;
  /** Tiles the provider did not deliver. */
  failed: number;
}

export type TileDownloadStatus = 'downloading' | 'complete' | 'partial' | 'failed' | 'quota' | 'aborted';

export interface TileDownloadResult extends TileProgress {
  /** 'quota': the disk filled up and the download stopped; 'unavailable': no CacheStorage here. */
  status: Exclude<TileDownloadStatus, 'downloading'> | 'unavailable';
}

/** What is kept per saved trail, so its tiles can be removed later and its state shown. */
export interface SavedTilesRecord {
  urls: string[];
  stored: number;
  failed: number;
  status: TileDownloadStatus;
  updatedAt: string;
}

export interface OfflineTilesOptions {
  signal?: AbortSignal;
  db?: TrailDb;
  /** A recorded track's [west, south, east, north]: its whole area is stored too, not only the trailhead's. */
  bbox?: TrackArea;
}

export type TrackArea = readonly [number, number, number, number];

/** Around the track's box, a margin (degrees, about 500 m) so its edges are not on the map's edge. */
const TRACK_MARGIN_DEG = 0.005;

function trailTiles(lat: number, lng: number, bbox?: TrackArea): Tile[] {
  const around = tilesAround(lat, lng);
  if (!bbox) return around;
  const [w, s, e, n] = bbox;
  const m = TRACK_MARGIN_DEG;
  return [...around, ...tilesInBox([w - m, s - m, e + m, n + m])];
}

const recordKey = (routeId: number) => `${RECORD_PREFIX}${routeId}`;
const hasCacheStorage = () => typeof caches !== 'undefined';

/** Whether this browser can store tiles at all (CacheStorage needs a secure context). */
export const offlineTilesSupported = hasCacheStorage;

function isRecord(value: unknown): value is SavedTilesRecord {
  const r = value as Partial<SavedTilesRecord> | undefined;
  return Boolean(r && Array.isArray(r.urls) && typeof r.stored === 'number' && typeof r.status === 'string');
}

/** How many tiles a trail's offline map needs and roughly how many bytes (an estimate). */
export function estimateTrailTiles(lat: number, lng: number, bbox?: TrackArea): { count: number; approxBytes: number } {
  const count = new Set(trailTiles(lat, lng, bbox).map((t) => `${t.z}/${t.x}/${t.y}`)).size;
  return { count, approxBytes: count * APPROX_BYTES_PER_TILE };
}

/** '1.6 MB', '900 KB': for "about ..." texts. */
export function formatApproxSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
}

/** The exact URLs Leaflet will request for the trail's area (same subdomain and retina suffix). */
export function trailTileUrls(lat: number, lng: number, template: string, bbox?: TrackArea): string[] {
  const retina = (globalThis.devicePixelRatio ?? 1) > 1;
  return [...new Set(trailTiles(lat, lng, bbox).map((tile) => tileUrl(template, tile, { retina })))];
}

export async function readSavedTiles(routeId: number, db?: TrailDb): Promise<SavedTilesRecord | undefined> {
  db ??= await loadDb();
  const row = await db.meta.get(recordKey(routeId));
  return isRecord(row?.value) ? row.value : undefined;
}

async function writeRecord(db: TrailDb, routeId: number, record: Omit<SavedTilesRecord, 'updatedAt'>): Promise<void> {
  await db.meta.put({ key: recordKey(routeId), value: { ...record, updatedAt: new Date().toISOString() } });
}

/** Stores one tile; throws on abort and on a full disk, answers false when the provider fails. */
async function saveTile(cache: Cache, url: string, signal: AbortSignal): Promise<boolean> {
  if (await cache.match(url)) return true;
  // Already viewed on this device: copy it rather than ask the provider again.
  const viewed = await caches.match(url, { cacheName: TILE_CACHE }).catch(() => undefined);
  if (viewed?.ok) {
    await cache.put(url, viewed);
    return true;
  }
  let res: Response;
  try {
    res = await fetch(url, { mode: 'cors', credentials: 'omit', signal });
  } catch (err) {
    if (signal.aborted) throw err;
    return false;
  }
  signal.throwIfAborted();
  if (!res.ok) return false;
  await cache.put(url, res);
  return true;
}

async function runDownload(
  db: TrailDb,
  routeId: number,
  urls: string[],
  onProgress: (progress: TileProgress) => void,
  signal: AbortSignal,
): Promise<TileDownloadResult> {
  const progress: TileProgress = { done: 0, total: urls.length, failed: 0 };
  const finish = async (status: TileDownloadResult['status']): Promise<TileDownloadResult> => {
    if (status !== 'unavailable') {
      await writeRecord(db, routeId, { urls, stored: progress.done, failed: progress.failed, status }).catch(
        (err: unknown) => console.warn('Could not record the saved map tiles', err),
      );
    }
    return { ...progress, status };
  };
  try {
    // Recorded before the first tile, so the tiles can be found and removed even if the page closes.
    await writeRecord(db, routeId, { urls, stored: 0, failed: 0, status: 'downloading' });
  } catch (err) {
    if (isQuotaError(err)) return { ...progress, status: 'quota' };
    throw err;
  }
  const cache = await caches.open(SAVED_TILE_CACHE);
  onProgress({ ...progress });
  let next = 0;
  let quotaHit = false;
  const worker = async () => {
    while (next < urls.length && !quotaHit && !signal.aborted) {
      const url = urls[next++];
      try {
        if (await saveTile(cache, url, signal)) progress.done++;
        else progress.failed++;
      } catch (err) {
        if (signal.aborted) return;
        if (isQuotaError(err)) {
          quotaHit = true;
          return;
        }
        console.warn('Could not store a map tile', url, err);
        progress.failed++;
      }
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
  if (quotaHit) return finish('quota');
  if (signal.aborted) return finish('aborted');
  if (progress.done === progress.total) return finish('complete');
  return finish(progress.done === 0 ? 'failed' : 'partial');
}

const active = new Map<number, { controller: AbortController; run: Promise<TileDownloadResult> }>();

async function stopActive(routeId: number): Promise<void> {
  const current = active.get(routeId);
  if (!current) return;
  current.controller.abort();
  await current.run.catch(() => undefined);
}

/**
 * Stores the tiles around a saved trail (zoom 12-15, 3 km, and its recorded track's area when given), 4 at a time, skipping tiles already
 * stored. Reports progress after every tile. A full disk stops it cleanly (what was stored stays);
 * aborting the signal stops it too. Without CacheStorage it does nothing.
 */
export async function downloadTrailTiles(
  routeId: number,
  lat: number,
  lng: number,
  template: string,
  onProgress: (progress: TileProgress) => void,
  { signal, db, bbox }: OfflineTilesOptions = {},
): Promise<TileDownloadResult> {
  if (!hasCacheStorage()) return { done: 0, total: 0, failed: 0, status: 'unavailable' };
  db ??= await loadDb();
  await stopActive(routeId);
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const run = runDownload(db, routeId, trailTileUrls(lat, lng, template, bbox), onProgress, controller.signal).finally(
    () => {
      signal?.removeEventListener('abort', forwardAbort);
      if (active.get(routeId)?.run === run) active.delete(routeId);
    },
  );
  active.set(routeId, { controller, run });
  return run;
}

/**
 * Removes a trail's stored tiles (stopping its download first), except tiles another saved trail
 * still uses, then forgets the record.
 */
export async function removeTrailTiles(routeId: number, { db }: Pick<OfflineTilesOptions, 'db'> = {}) {
  db ??= await loadDb();
  await stopActive(routeId);
  const record = await readSavedTiles(routeId, db);
  if (record && hasCacheStorage()) {
    const others = await db.meta
      .where('key')
      .startsWith(RECORD_PREFIX)
      .filter((row) => row.key !== recordKey(routeId))
      .toArray();
    const shared = new Set(others.flatMap((row) => (isRecord(row.value) ? row.value.urls : [])));
    const cache = await caches.open(SAVED_TILE_CACHE);
    await Promise.all(record.urls.filter((url) => !shared.has(url)).map((url) => cache.delete(url)));
  }
  await db.meta.delete(recordKey(routeId));
}

/** Removes the stored tiles of trails that are no longer saved (e.g. a removal cut short). */
export async function removeTilesOfUnsavedTrails(db?: TrailDb): Promise<void> {
  db ??= await loadDb();
  const keys = await db.meta.where('key').startsWith(RECORD_PREFIX).primaryKeys();
  // Most devices hold no trail's tiles: then there is nothing to compare with the saved trails.
  if (keys.length === 0) return;
  const saved = new Set(await db.savedRoutes.toCollection().primaryKeys());
  for (const key of keys) {
    const routeId = Number(key.slice(RECORD_PREFIX.length));
    if (!saved.has(routeId) && !active.has(routeId)) await removeTrailTiles(routeId, { db });
  }
}
