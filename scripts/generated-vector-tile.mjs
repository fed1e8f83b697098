// A vector tile (MVT) of made-up shapes for a tile address: no map data is copied or invented.
// For the vector map-pack journey, the API's tests and `npm run bench` (decision 086).
import { gzipSync } from 'node:zlib';
import vtpbf from 'vt-pbf';

/** The layers written, named as in the OpenMapTiles schema tilemaker writes. */
export const VECTOR_LAYERS = ['water', 'landcover', 'transportation', 'building'];
const EXTENT = 4096;
/** A number from 0 to 1 for a place on the world's grid (the same on both sides of a tile edge). */
const noise = (...at) => {
  let h = 2166136261;
  for (const v of at) h = Math.imul(h ^ (v | 0), 16777619) ^ (h >>> 13);
  return ((h >>> 0) % 10007) / 10007;
};
const ring = (cx, cy, r, points, wobble, z) =>
  Array.from({ length: points + 1 }, (_, i) => {
    const a = ((i % points) / points) * 2 * Math.PI;
    const k = r * (1 - wobble * noise(cx, cy, i % points, z));
    return [Math.round(cx + k * Math.cos(a)), Math.round(cy - k * Math.sin(a))];
  });

/**
 * A vector tile (MVT, in the layers and classes of the OpenMapTiles schema tilemaker writes) of
 * made-up shapes placed on the world's grid, so they meet across tile edges: tracks every 256
 * units with a jitter of a few units every 16 (a dense path network), one lake and one wood per
 * tile, and from zoom 14 blocks of buildings. Gzipped, about 5-15 KB, as a real map's tiles weigh.
 */
export function tileMvt(z, x, y) {
  const lines = [];
  const gx = x * EXTENT;
  const gy = y * EXTENT;
  for (let k = 0; k <= EXTENT; k += 256) {
    const along = (axis) => {
      const pts = [];
      for (let j = -64; j <= EXTENT + 64; j += 16) {
        const d = Math.round(12 * (noise(axis, axis ? gx + k : gy + k, axis ? gy + j : gx + j, z) - 0.5));
        pts.push(axis ? [k + d, j] : [j, k + d]);
      }
      return pts;
    };
    const cls = (k / 256) % 4 === 0 ? 'minor' : 'track';
    lines.push({ type: 2, geometry: [along(1)], tags: { class: cls } });
    lines.push({ type: 2, geometry: [along(0)], tags: { class: cls } });
  }
  const lake = { type: 3, geometry: [ring(1400, 1300, 700, 96, 0.25, z)], tags: { class: 'lake' } };
  const wood = { type: 3, geometry: [ring(3000, 2900, 800, 96, 0.3, z)], tags: { class: 'wood' } };
  const buildings = [];
  if (z >= 14)
    for (let bx = 96; bx < EXTENT; bx += 256)
      for (let by = 96; by < EXTENT; by += 256) {
        const w = 40 + Math.round(60 * noise(gx + bx, gy + by, 1));
        const h = 40 + Math.round(60 * noise(gx + bx, gy + by, 2));
        buildings.push({
          type: 3,
          geometry: [
            [
              [bx, by],
              [bx, by + h],
              [bx + w, by + h],
              [bx + w, by],
              [bx, by],
            ],
          ],
          tags: { class: 'building' },
        });
      }
  return gzipSync(
    vtpbf.fromGeojsonVt(
      {
        water: { features: [lake] },
        landcover: { features: [wood] },
        transportation: { features: lines },
        building: { features: buildings },
      },
      { version: 2, extent: EXTENT },
    ),
  );
}
