import { describe, expect, it } from 'vitest';
import { tilesInBox } from '../tile-math';
import { tileInBox } from './pack-tiles';

type Box = [number, number, number, number];

/** A tile's own edges, from the inverse Web Mercator formulas. */
function edges(z: number, x: number, y: number) {
  const side = 2 ** z;
  const lng = (t: number) => (t / side) * 360 - 180;
  const lat = (t: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * t) / side))) * 180) / Math.PI;
  return { west: lng(x), east: lng(x + 1), north: lat(y), south: lat(y + 1) };
}

/** The first row whose south edge is below latitude `lat` (rows run north to south). */
function rowOf(lat: number, z: number): number {
  let [lo, hi] = [0, 2 ** z - 1];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (edges(z, 0, mid).south < lat) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Every tile near the box at zoom z (two more on each side), with whether its area overlaps the box. */
function near([w, s, e, n]: Box, z: number) {
  const column = (lng: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
  const out: { key: string; x: number; y: number; overlaps: boolean }[] = [];
  for (let y = rowOf(n, z) - 2; y <= rowOf(s, z) + 2; y++)
    for (let x = column(w) - 2; x <= column(e) + 2; x++) {
      const t = edges(z, x, y);
      const overlaps = t.east > w && t.west < e && t.south < n && t.north > s;
      out.push({ key: `${z}/${x}/${y}`, x, y, overlaps });
    }
  return out;
}

// The pack areas the journey and the bench use: a small loop at Tokai and a 10 x 10 km park.
const TOKAI: Box = [18.409172, -34.062983, 18.434828, -34.037017];
const PARK: Box = [18.896225, -33.995004, 19.003775, -33.905167];

describe('the tiles of a stored pack', () => {
  it.each([
    ['Tokai', TOKAI],
    ['park', PARK],
  ])(
    'are the same for the offline hint (tilesInBox) and the service worker (tileInBox): every tile over the %s area, zooms 10-16',
    (_, box) => {
      for (let z = 10; z <= 16; z++) {
        const tiles = near(box, z);
        const want = tiles.filter((t) => t.overlaps).map((t) => t.key);
        expect(
          tilesInBox(box, z, z)
            .map((t) => `${t.z}/${t.x}/${t.y}`)
            .sort(),
          `zoom ${z}`,
        ).toEqual(want.sort());
        for (const t of tiles) expect(tileInBox(z, t.x, t.y, box), t.key).toBe(t.overlaps);
      }
    },
  );
});
