import { describe, expect, it } from 'vitest';
import { tileEdges, tilesNear } from '../../../../scripts/tile-edges.mjs';
import { countCovering, packBBox, tilesCovering, type BBox } from './pack-area.js';

/** Every tile whose area overlaps the box at zoom z. */
const overlapping = (box: BBox, z: number) =>
  tilesNear(box, z)
    .filter((t) => t.overlaps)
    .map((t) => t.key);

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
    const t = tileEdges(10, 562, 617);
    const box: BBox = [t.west, t.north - 0.02, t.west + 0.02, t.north];
    for (let z = 10; z <= 16; z++) expect(covering(box, z)).toEqual(expect.arrayContaining(overlapping(box, z)));
  });
});
