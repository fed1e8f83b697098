import type { MapPack } from '@trailfinder/shared-types';
import {
  announcePacksChanged,
  dropParts,
  HEADER,
  MAP_PACK_CACHE,
  MAP_PACK_PARTS_CACHE,
  packArchiveUrl,
} from './pack-cache';
import { keepTrackIfMissing } from '../track-store';

/** One Range request per part: a lost connection costs at most this much again. */
export const PART_BYTES = 1024 * 1024;

/** The server's pack is no longer the version this download began with: start again. */
export class PackChangedError extends Error {}

const partUrl = (pack: MapPack, i: number) => `/map-pack-parts/${pack.routeId}/${encodeURIComponent(pack.etag)}/${i}`;

/**
 * Downloads a trail's pack in parts (Range, If-Range on its etag), each kept in Cache Storage as
 * it arrives, so a download that stops resumes from the parts already here. At the end the whole
 * file is stored as one entry (what the service worker reads tiles from) and the parts go.
 */
export async function downloadPack(
  pack: MapPack,
  name: string,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const parts = await caches.open(MAP_PACK_PARTS_CACHE);
  // Parts of an older version of this pack are of no use.
  const mine = `/map-pack-parts/${pack.routeId}/${encodeURIComponent(pack.etag)}/`;
  for (const key of await parts.keys()) {
    const p = new URL(key.url).pathname;
    if (p.startsWith(`/map-pack-parts/${pack.routeId}/`) && !p.startsWith(mine)) await parts.delete(key);
  }
  const count = Math.max(1, Math.ceil(pack.bytes / PART_BYTES));
  const blobs: Blob[] = [];
  let done = 0;
  for (let i = 0; i < count; i++) {
    const start = i * PART_BYTES;
    const end = Math.min(pack.bytes, start + PART_BYTES) - 1;
    let blob = await (await parts.match(partUrl(pack, i)))?.blob();
    if (!blob) {
      const res = await fetch(packArchiveUrl(pack.routeId), {
        headers: { Range: `bytes=${start}-${end}`, 'If-Range': pack.etag },
        cache: 'no-store',
        signal,
      });
      if (res.status === 200 || res.status === 416) throw new PackChangedError('The map pack changed on the server.');
      if (res.status !== 206) throw new Error(`The server answered ${res.status}.`);
      blob = await res.blob();
      if (blob.size !== end - start + 1) throw new Error('The server sent a part of the wrong size.');
      await parts.put(partUrl(pack, i), new Response(blob));
    }
    blobs.push(blob);
    done += blob.size;
    onProgress(done, pack.bytes);
  }
  // The trail's line first: once the pack is stored the map says it is saved, line included.
  await keepTrackIfMissing(pack.routeId);
  const whole = new Blob(blobs, { type: 'application/vnd.pmtiles' });
  const headers = new Headers({
    'Content-Type': 'application/vnd.pmtiles',
    'Content-Length': String(whole.size),
    ETag: pack.etag,
    [HEADER.name]: encodeURIComponent(name),
    [HEADER.savedAt]: new Date().toISOString(),
    [HEADER.bbox]: pack.bbox.join(','),
    [HEADER.zooms]: `${pack.minZoom}-${pack.maxZoom}`,
  });
  await (await caches.open(MAP_PACK_CACHE)).put(packArchiveUrl(pack.routeId), new Response(whole, { headers }));
  await dropParts(pack.routeId);
  announcePacksChanged();
}
