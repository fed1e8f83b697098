import { MINI_MAP_TILE_MAX_ZOOM } from '@trailfinder/shared-types/rules';

/** One slippy-map tile (Web Mercator, the numbering every XYZ tile server uses). */
export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** The area stored around a saved trail: 3 km around the trailhead, zoom 12 up to the mini map's tile max zoom. */
export const OFFLINE_TILE_RADIUS_M = 3000;
export const OFFLINE_TILE_MIN_ZOOM = 12;
export const OFFLINE_TILE_MAX_ZOOM = MINI_MAP_TILE_MAX_ZOOM;

/** Web Mercator stops here; beyond it there are no tiles. */
const MAX_LATITUDE = 85.0511287798;
const METRES_PER_DEGREE_LAT = 111_320;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The tile holding a point at zoom z. */
export function tileAt(lat: number, lng: number, z: number): Tile {
  const n = 2 ** z;
  const latRad = (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
  return { z, x: clamp(x, 0, n - 1), y: clamp(y, 0, n - 1) };
}

/** Every tile covering a square of `radiusM` metres around the point, at each zoom from minZoom to maxZoom. */
export function tilesAround(
  lat: number,
  lng: number,
  radiusM = OFFLINE_TILE_RADIUS_M,
  minZoom = OFFLINE_TILE_MIN_ZOOM,
  maxZoom = OFFLINE_TILE_MAX_ZOOM,
): Tile[] {
  const dLat = radiusM / METRES_PER_DEGREE_LAT;
  const dLng = radiusM / (METRES_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return tilesInBox([lng - dLng, lat - dLat, lng + dLng, lat + dLat], minZoom, maxZoom);
}

/** Every tile covering a [west, south, east, north] box, at each zoom from minZoom to maxZoom. */
export function tilesInBox(
  [w, s, e, n]: readonly [number, number, number, number],
  minZoom = OFFLINE_TILE_MIN_ZOOM,
  maxZoom = OFFLINE_TILE_MAX_ZOOM,
): Tile[] {
  const north = clamp(n, -MAX_LATITUDE, MAX_LATITUDE);
  const south = clamp(s, -MAX_LATITUDE, MAX_LATITUDE);
  const west = clamp(w, -180, 180);
  const east = clamp(e, -180, 180);
  const tiles: Tile[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const nw = tileAt(north, west, z);
    const se = tileAt(south, east, z);
    for (let x = nw.x; x <= se.x; x++) for (let y = nw.y; y <= se.y; y++) tiles.push({ z, x, y });
  }
  return tiles;
}

export interface TileUrlOptions {
  /** Leaflet's `subdomains` option; its default is 'abc'. */
  subdomains?: string | readonly string[];
  /** Leaflet fills `{r}` with '@2x' on high-density screens (devicePixelRatio > 1). */
  retina?: boolean;
}

/**
 * The URL Leaflet's TileLayer requests for a tile, so a stored tile is found under the same key:
 * `{s}` is the subdomain Leaflet picks (|x + y| modulo the subdomain count), `{r}` is '@2x' on
 * retina screens else '', `{-y}` is the TMS row. Unknown placeholders are left as they are.
 */
export function tileUrl(
  template: string,
  tile: Tile,
  { subdomains = 'abc', retina = false }: TileUrlOptions = {},
): string {
  const values: Record<string, string> = {
    s: subdomains.length ? String(subdomains[Math.abs(tile.x + tile.y) % subdomains.length]) : '',
    z: String(tile.z),
    x: String(tile.x),
    y: String(tile.y),
    '-y': String(2 ** tile.z - 1 - tile.y),
    r: retina ? '@2x' : '',
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (match, key: string) => values[key] ?? match);
}
