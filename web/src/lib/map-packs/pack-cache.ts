/**
 * Offline map packs on the device (issue 32): each trail's PMTiles file kept whole in Cache
 * Storage (browsers do not cache Range answers), under its archive address, with what the list
 * shows in its headers. Read by the page (the list, the trail's button) and by the service
 * worker (tiles), so nothing here touches the DOM or IndexedDB.
 */
export const MAP_PACK_CACHE = 'map-packs';
/** Parts of downloads under way, kept so a lost connection resumes where it stopped. */
export const MAP_PACK_PARTS_CACHE = 'map-pack-parts';

export const packArchiveUrl = (routeId: number) => `/api/map-packs/${routeId}/archive`;
const ROUTE_OF = /\/api\/map-packs\/(\d+)\/archive$/;

/** [west, south, east, north] */
export type PackBox = [number, number, number, number];

export interface StoredPack {
  routeId: number;
  name: string;
  bytes: number;
  /** ISO time the download finished. */
  savedAt: string;
  etag: string;
  bbox: PackBox;
  minZoom: number;
  maxZoom: number;
}

export const HEADER = {
  name: 'X-Pack-Name',
  savedAt: 'X-Pack-Saved-At',
  bbox: 'X-Pack-Bbox',
  zooms: 'X-Pack-Zooms',
} as const;

export const cacheStorageAvailable = () => typeof caches !== 'undefined';

function readRecord(url: string, headers: Headers): StoredPack | null {
  const m = ROUTE_OF.exec(new URL(url, 'http://device').pathname);
  const bbox = (headers.get(HEADER.bbox) ?? '').split(',').map(Number);
  const zooms = (headers.get(HEADER.zooms) ?? '').split('-').map(Number);
  if (!m || bbox.length !== 4 || bbox.some((v) => !Number.isFinite(v)) || zooms.length !== 2) return null;
  return {
    routeId: Number(m[1]),
    name: decodeURIComponent(headers.get(HEADER.name) ?? ''),
    bytes: Number(headers.get('Content-Length') ?? 0),
    savedAt: headers.get(HEADER.savedAt) ?? '',
    etag: headers.get('ETag') ?? '',
    bbox: bbox as PackBox,
    minZoom: zooms[0],
    maxZoom: zooms[1],
  };
}

/** Every pack stored on this device, newest first. */
export async function listStoredPacks(): Promise<StoredPack[]> {
  if (!cacheStorageAvailable()) return [];
  const cache = await caches.open(MAP_PACK_CACHE);
  const packs: StoredPack[] = [];
  for (const request of await cache.keys()) {
    const res = await cache.match(request);
    const record = res && readRecord(request.url, res.headers);
    if (record) packs.push(record);
  }
  return packs.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The stored pack file of a trail, or undefined. */
export async function storedPackResponse(routeId: number): Promise<Response | undefined> {
  if (!cacheStorageAvailable()) return undefined;
  return (await caches.open(MAP_PACK_CACHE)).match(packArchiveUrl(routeId));
}

export async function deleteStoredPack(routeId: number): Promise<void> {
  if (!cacheStorageAvailable()) return;
  await (await caches.open(MAP_PACK_CACHE)).delete(packArchiveUrl(routeId));
  await dropParts(routeId);
  announcePacksChanged();
}

/** Removes the parts of a trail's unfinished download (all versions). */
export async function dropParts(routeId: number): Promise<void> {
  const parts = await caches.open(MAP_PACK_PARTS_CACHE);
  const prefix = `/map-pack-parts/${routeId}/`;
  for (const key of await parts.keys()) if (new URL(key.url).pathname.startsWith(prefix)) await parts.delete(key);
}

/** Tells every page and the service worker that the packs changed. */
export function announcePacksChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(MAP_PACK_CACHE);
  channel.postMessage('changed');
  channel.close();
}
