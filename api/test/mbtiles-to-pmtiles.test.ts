import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PMTiles, TileType as ReadType, Compression as ReadCompression, type Source } from 'pmtiles';
import { mbtilesToPmtiles } from '../../scripts/mbtiles-to-pmtiles.mjs';
import * as mapTiles from '../src/modules/map-tiles/index.js';
import { tinyPng } from './support/image-bytes.js';
import { tileAddresses, type Box } from './support/tile-archive.js';

/** A small area over Tokai at zooms 10-14: a few dozen generated tiles. */
const BOX: Box = [18.4, -34.08, 18.46, -34.03];
const MIN_ZOOM = 10;
const MAX_ZOOM = 14;

const fileSource = (buf: Buffer): Source => ({
  getKey: () => 'file',
  getBytes: async (offset, length) => ({ data: new Uint8Array(buf.subarray(offset, offset + length)).buffer }),
});

/** Each tile's own picture (its colour from its address); two tiles share one, as sea tiles do. */
const pictureOf = (z: number, x: number, y: number) =>
  z === MAX_ZOOM && x % 2 === 0 ? tinyPng(8, 8, [0, 90, 200]) : tinyPng(8, 8, [z * 15, x % 256, y % 256]);

let dir: string;
let tiles: [number, number, number][];

/** Writes an MBTiles file as tilemaker or gdal do: TMS rows (counted from the south), metadata rows. */
function writeMbtiles(file: string, format: string) {
  const db = new DatabaseSync(file);
  db.exec(`CREATE TABLE metadata (name TEXT, value TEXT);
    CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
    CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);`);
  const meta = db.prepare('INSERT INTO metadata (name, value) VALUES (?, ?)');
  for (const [name, value] of Object.entries({
    name: 'Tokai test tiles',
    format,
    bounds: BOX.join(','),
    center: '18.43,-34.055,12',
    minzoom: String(MIN_ZOOM),
    maxzoom: String(MAX_ZOOM),
    attribution: '© OpenStreetMap contributors',
  }))
    meta.run(name, value);
  const put = db.prepare('INSERT INTO tiles VALUES (?, ?, ?, ?)');
  for (const [z, x, y] of tiles) put.run(z, x, 2 ** z - 1 - y, pictureOf(z, x, y));
  db.close();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mbtiles-'));
  tiles = [...tileAddresses(BOX, MIN_ZOOM, MAX_ZOOM)];
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scripts/mbtiles-to-pmtiles.mjs', () => {
  it('makes a PMTiles archive of the same tiles, byte for byte, with the right header', async () => {
    const input = path.join(dir, 'tokai.mbtiles');
    const output = path.join(dir, 'tokai.pmtiles');
    writeMbtiles(input, 'png');
    expect(tiles.length).toBeGreaterThan(20);

    const made = await mbtilesToPmtiles(input, output, mapTiles);
    expect(made.tiles).toBe(tiles.length);

    const file = await readFile(output);
    expect(made.bytes).toBe(file.length);
    const archive = new PMTiles(fileSource(file));
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      tileType: ReadType.Png,
      tileCompression: ReadCompression.None,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      numAddressedTiles: tiles.length,
      centerZoom: 12,
    });
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual(BOX);
    expect([header.centerLon, header.centerLat]).toEqual([18.43, -34.055]);
    // The shared picture is stored once.
    expect(header.numTileContents).toBeLessThan(tiles.length);

    for (const [z, x, y] of tiles) {
      const tile = await archive.getZxy(z, x, y);
      expect(Buffer.from(tile!.data), `${z}/${x}/${y}`).toEqual(pictureOf(z, x, y));
    }
    // Rows were turned from TMS to XYZ: the row mirrored across the equator holds nothing.
    const [z, x, y] = tiles[0];
    expect(await archive.getZxy(z, x, 2 ** z - 1 - y)).toBeUndefined();
    expect(await archive.getMetadata()).toMatchObject({
      name: 'Tokai test tiles',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('refuses a format it cannot name in the PMTiles header', async () => {
    const input = path.join(dir, 'tiff.mbtiles');
    writeMbtiles(input, 'tiff');
    await expect(mbtilesToPmtiles(input, path.join(dir, 'tiff.pmtiles'), mapTiles)).rejects.toThrow(
      'Unknown MBTiles format "tiff"',
    );
  });
});
