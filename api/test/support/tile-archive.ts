import { zxyToTileId } from 'pmtiles';
import { PmtilesWriter, TileType, Compression } from '../../src/modules/map-tiles/index.js';
import { tileMvt, VECTOR_LAYERS } from '../../../scripts/generated-vector-tile.mjs';
import { tinyPng } from './image-bytes.js';

/** [west, south, east, north] */
export type Box = [number, number, number, number];

/** Web Mercator tile column and row of a point (written here again so the test checks the server's). */
export function lonLatToTile(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.asinh(Math.tan(r)) / Math.PI) / 2) * n)];
}

export function* tileAddresses(box: Box, minZoom: number, maxZoom: number): Generator<[number, number, number]> {
  for (let z = minZoom; z <= maxZoom; z++) {
    const [x0, y0] = lonLatToTile(box[0], box[3], z);
    const [x1, y1] = lonLatToTile(box[2], box[1], z);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) yield [z, x, y];
  }
}

/** A small real PNG whose colour names its address, so every tile differs and can be checked. */
export const tilePng = (z: number, x: number, y: number) => tinyPng(4, 4, [z * 12, x % 256, y % 256]);

/**
 * Writes a PMTiles archive holding every tile over the given boxes at zooms `minZoom` to
 * `maxZoom` (generated tiles: no map data is copied), with OpenStreetMap-style attribution:
 * PNG tiles, or (vector) gzipped MVT tiles of made-up shapes, as tilemaker writes them.
 */
export async function makeTileArchive(
  file: string,
  boxes: Box[],
  { minZoom = 8, maxZoom = 16, attribution = '© OpenStreetMap contributors', vector = false } = {},
): Promise<number> {
  const ids = new Map<number, [number, number, number]>();
  for (const box of boxes) for (const t of tileAddresses(box, minZoom, maxZoom)) ids.set(zxyToTileId(...t), t);
  const writer = new PmtilesWriter(file);
  for (const id of [...ids.keys()].sort((a, b) => a - b))
    await writer.add(id, (vector ? tileMvt : tilePng)(...ids.get(id)!));
  const all = boxes.reduce<Box>(
    (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])],
    [180, 90, -180, -90],
  );
  await writer.finish(
    {
      tileType: vector ? TileType.mvt : TileType.png,
      tileCompression: vector ? Compression.gzip : Compression.none,
      minZoom,
      maxZoom,
      bounds: all,
      center: [(all[0] + all[2]) / 2, (all[1] + all[3]) / 2, minZoom],
    },
    {
      name: 'Test tiles',
      attribution,
      ...(vector && {
        vector_layers: VECTOR_LAYERS.map((id) => ({ id, fields: {}, minzoom: minZoom, maxzoom: maxZoom })),
      }),
    },
  );
  return ids.size;
}
