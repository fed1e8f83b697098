import { describe, expect, it } from 'vitest';
import { countCovering, packBBox, tilesCovering, type BBox } from './pack-area.js';

/** A tile's own edges, from the inverse Web Mercator formulas (not the code under test). */
function edges(z: number, x: number, y: number) {
  const side = 2 ** z;
  const lng = (t: number) => (t / side) * 360 - 180;
  const lat = (t: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * t) / side))) * 180) / Math.PI;
  return { west: lng(x), east: lng(x + 1), north: lat(y), south: lat(y + 1) };
}

/** The first row whose south edge is below latitude `lat` (rows run north to south). */
function firstRowSouthOf(lat: number, z: number): number {
  let [lo, hi] = [0, 2 ** z - 1];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (edges(z, 0, mid).south < lat) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Every tile whose area overlaps the box, found by looking at each tile of the zoom near it. */
function overlapping([w, s, e, n]: BBox, z: number): string[] {
  const side = 2 ** z;
  const keys: string[] = [];
  const near = (v: number, span: number) => Math.floor(((v + span) / (2 * span)) * side);
  for (let x = Math.max(near(w, 180) - 3, 0); x <= Math.min(near(e, 180) + 3, side - 1); x++)
    for (let y = firstRowSouthOf(n, z); y < side; y++) {
      const t = edges(z, x, y);
      if (t.north < s) break;
      if (t.east > w && t.west < e && t.south < n && t.north > s) keys.push(`${z}/${x}/${y}`);
    }
  return keys;
}

const covering = (box: BBox, z: number) => [...tilesCovering(box, z, z)].map((t) => t.join('/'));

// A 10 x 10 km park near Stellenbosch, a small loop's pack at Tokai, one across the prime meridian.
const PARK = packBBox([[18.907, -33.986, 18.993, -33.914]], null)!;
const TOKAI = packBBox([[18.42, -34.053, 18.428, -34.047]], null)!;
const ACROSS: BBox = [-0.02, 51.47, 0.02, 51.5];

describe("a pack's tiles", () => {
  it.each([
    ['park', PARK],
    ['Tokai loop', TOKAI],
    ['prime meridian', ACROSS],
  ])('are every tile overlapping the %s area, at each zoom 10 to 16', (_, box) => {
    for (let z = 10; z <= 16; z++) {
      const want = overlapping(box, z);
      expect(covering(box, z).sort(), `zoom ${z}`).toEqual(want.sort());
      expect(countCovering(box, z, z)).toBe(want.length);
    }
  });

  it('hold the tiles on both sides when an edge of the area falls on a tile edge', () => {
    // This box's west and north edges are tile edges at every zoom from 10 (a tile's corner).
    const t = edges(10, 562, 617);
    const box: BBox = [t.west, t.north - 0.02, t.west + 0.02, t.north];
    for (let z = 10; z <= 16; z++) expect(covering(box, z)).toEqual(expect.arrayContaining(overlapping(box, z)));
  });
});
