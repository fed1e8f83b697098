import { SAVED_TILE_CACHE, TILE_CACHE } from '../config/pwa';
import { tileAt, tilesInBox, tileUrl, type Tile } from './tile-math';
import { listStoredPacks } from './map-packs/pack-cache';

/**
 * Which map tiles this device holds (the service worker's viewed-tile cache and the tiles stored
 * for saved trails), so an offline map can say where it has nothing to draw and lead the rider
 * back to where it does. Cache Storage is the truth: a tile is shown offline exactly when the
 * service worker finds it there.
 */

/** z/x/y at the end of a tile URL ({z}/{x}/{y}.png, optionally @2x). */
const TILE_NUMBERS = /\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})(?:@2x)?\.\w+$/;

export const tileKey = (t: Tile): string => `${t.z}/${t.x}/${t.y}`;

/** [west, south, east, north] in degrees. */
export type ViewBox = readonly [number, number, number, number];

export interface StoredView {
  centre: readonly [number, number];
  zoom: number;
}

/** The tile a cached URL holds, when the URL is exactly what the layer's template asks for. */
export function storedTile(url: string, template: string, base: string): Tile | null {
  const m = TILE_NUMBERS.exec(new URL(url, base).pathname);
  if (!m) return null;
  const tile = { z: Number(m[1]), x: Number(m[2]), y: Number(m[3]) };
  // Another provider's tiles (an older TILE_URL) are not what this map draws.
  const same = [false, true].some((retina) => new URL(tileUrl(template, tile, { retina }), base).href === url);
  return same ? tile : null;
}

/** "z/x/y" of every tile stored on this device for the layer's template (empty without Cache Storage). */
export async function readStoredTiles(template: string): Promise<Set<string>> {
  const keys = new Set<string>();
  if (typeof caches === 'undefined') return keys;
  for (const name of [TILE_CACHE, SAVED_TILE_CACHE]) {
    const requests = await caches
      .open(name)
      .then((cache) => cache.keys())
      .catch(() => [] as readonly Request[]);
    for (const request of requests) {
      const tile = storedTile(request.url, template, location.href);
      if (tile) keys.add(tileKey(tile));
    }
  }
  // This server's own tiles are also drawn from the offline map packs stored here.
  if (new URL(template, location.href).pathname.startsWith('/tiles/'))
    for (const pack of await listStoredPacks().catch(() => []))
      for (const t of tilesInBox(pack.bbox, pack.minZoom, pack.maxZoom)) keys.add(tileKey(t));
  return keys;
}

/** Whether any tile the view needs at this zoom is stored (a partly stored view still shows its edge). */
export function viewIsStored(stored: ReadonlySet<string>, box: ViewBox, zoom: number): boolean {
  return tilesInBox(box, zoom, zoom).some((t) => stored.has(tileKey(t)));
}

function tileCentre({ z, x, y }: Tile): [number, number] {
  const n = 2 ** z;
  const lng = ((x + 0.5) / n) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / n))) * 180) / Math.PI;
  return [lat, lng];
}

/**
 * Where the map can show something again: the same place at the closest lower zoom whose tile
 * under the centre is stored; failing that, the stored tile nearest the centre, at its own zoom.
 * Null when nothing is stored at all.
 */
export function storedViewTarget(
  stored: ReadonlySet<string>,
  centre: readonly [number, number],
  zoom: number,
): StoredView | null {
  for (let z = zoom - 1; z >= 0; z--) {
    if (stored.has(tileKey(tileAt(centre[0], centre[1], z)))) return { centre, zoom: z };
  }
  let best: { view: StoredView; distance: number } | null = null;
  for (const key of stored) {
    const [z, x, y] = key.split('/').map(Number);
    const at = tileCentre({ z, x, y });
    const distance = (at[0] - centre[0]) ** 2 + (at[1] - centre[1]) ** 2;
    if (!best || distance < best.distance || (distance === best.distance && z > best.view.zoom)) {
      best = { view: { centre: at, zoom: z }, distance };
    }
  }
  return best?.view ?? null;
}
