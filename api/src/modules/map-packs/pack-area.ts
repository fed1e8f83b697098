import { MAP_PACK_EXTRA_ZOOM, MAP_PACK_MAX_ZOOM, MAP_PACK_MIN_ZOOM, type Position } from '@trailfinder/shared-types';

/** [west, south, east, north] */
export type BBox = [number, number, number, number];

/** Around a track: room to stray from the line and to see the roads to it. */
export const TRACK_MARGIN_KM = 1;
/** Around a trailhead with no recorded track: the 5 km radius. */
export const TRAILHEAD_RADIUS_KM = 5;

const KM_PER_DEGREE = 111.32;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A box grown by `km` on every side (the east-west degrees widened for the latitude). */
export function grow([w, s, e, n]: BBox, km: number): BBox {
  const dLat = km / KM_PER_DEGREE;
  const midLat = (s + n) / 2;
  const dLng = km / (KM_PER_DEGREE * Math.max(Math.cos((midLat * Math.PI) / 180), 0.01));
  return [
    round6(Math.max(w - dLng, -180)),
    round6(Math.max(s - dLat, -85)),
    round6(Math.min(e + dLng, 180)),
    round6(Math.min(n + dLat, 85)),
  ];
}

/** The pack's area: the tracks' boxes joined, with a margin; else a radius around the trailhead. */
export function packBBox(trackBoxes: BBox[], trailhead: Position | null): BBox | null {
  if (trackBoxes.length) {
    const joined = trackBoxes.reduce<BBox>(
      (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])],
      [Infinity, Infinity, -Infinity, -Infinity],
    );
    return grow(joined, TRACK_MARGIN_KM);
  }
  return trailhead ? grow([trailhead.lng, trailhead.lat, trailhead.lng, trailhead.lat], TRAILHEAD_RADIUS_KM) : null;
}

/** Zooms 10 to 16, and 17 where the archive has it, within what the archive holds. */
export function packZooms(archive: { minZoom: number; maxZoom: number }): { minZoom: number; maxZoom: number } {
  const maxZoom =
    archive.maxZoom >= MAP_PACK_EXTRA_ZOOM ? MAP_PACK_EXTRA_ZOOM : Math.min(MAP_PACK_MAX_ZOOM, archive.maxZoom);
  return { minZoom: Math.max(MAP_PACK_MIN_ZOOM, archive.minZoom), maxZoom };
}

/** Web Mercator tile column and row holding a point at zoom z. */
export function tileXY(lng: number, lat: number, z: number): [number, number] {
  const side = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * side);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * side);
  const clamp = (v: number) => Math.min(Math.max(v, 0), side - 1);
  return [clamp(x), clamp(y)];
}

/** Every tile address covering the box at each zoom, in that zoom's column/row ranges. */
export function* tilesCovering(bbox: BBox, minZoom: number, maxZoom: number): Generator<[number, number, number]> {
  for (let z = minZoom; z <= maxZoom; z++) {
    const [x0, y0] = tileXY(bbox[0], bbox[3], z);
    const [x1, y1] = tileXY(bbox[2], bbox[1], z);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) yield [z, x, y];
  }
}

/** How many tile addresses cover the box (before asking the archive which it has). */
export function countCovering(bbox: BBox, minZoom: number, maxZoom: number): number {
  let n = 0;
  for (let z = minZoom; z <= maxZoom; z++) {
    const [x0, y0] = tileXY(bbox[0], bbox[3], z);
    const [x1, y1] = tileXY(bbox[2], bbox[1], z);
    n += (x1 - x0 + 1) * (y1 - y0 + 1);
  }
  return n;
}
