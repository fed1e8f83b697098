import { describe, expect, it } from 'vitest';
import { tilesInBox } from '../tile-math';
import { tileInBox } from './pack-tiles';
import { tilesNear } from '../../../../scripts/tile-edges.mjs';

type Box = [number, number, number, number];

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
        const tiles = tilesNear(box, z);
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
