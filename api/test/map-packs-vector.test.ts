import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PMTiles, TileType } from 'pmtiles';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { ClientConfig, MapPack } from '@trailfinder/shared-types';
import { tileMvt } from '../../scripts/generated-vector-tile.mjs';
import { addTokaiTrailhead, bufferSource, startMapPackApp } from './support/map-pack-app.js';
import { makeTileArchive, tileAddresses, type Box } from './support/tile-archive.js';

// A vector archive (gzipped MVT, as tilemaker writes) of generated shapes over Tokai, Cape Town:
// issue 32 and decision 086. The raster archive's own tests are in map-packs.test.ts.
const TOKAI: Box = [18.32, -34.13, 18.52, -33.97];

/** The layers of a vector tile and how many features each holds. */
const layersOf = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(new VectorTile(new Pbf(bytes)).layers).map(([name, l]) => [name, l.length]));

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
let dir: string;
let config: ClientConfig;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'map-packs-vector-'));
  const archiveFile = path.join(dir, 'south-africa-vector.pmtiles');
  await makeTileArchive(archiveFile, [TOKAI], { minZoom: 8, maxZoom: 16, vector: true });
  ({ app, token, close } = await startMapPackApp(dir, archiveFile));
  config = ClientConfig.parse((await app.inject('/api/config')).json());
}, 60_000);
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

const tileAt = (z: number, x: number, y: number) =>
  config.tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

describe('a vector tile archive (MAP_PMTILES of MVT tiles)', () => {
  it('is offered to the app as a vector map with its attribution, its highest zoom and packs', () => {
    expect(config).toMatchObject({ mapPacks: true, tileKind: 'vector', tileMaxZoom: 16, tileDownloadAllowed: false });
    expect(config.tileUrl).toMatch(/^\/tiles\/\{z\}\/\{x\}\/\{y\}\.mvt\?v=[\w-]+$/);
    expect(config.tileAttribution).toContain('© OpenStreetMap contributors');
  });

  it('serves its tiles as gzipped vector tiles under .mvt and .pbf, cached for good, with an ETag', async () => {
    const [z, x, y] = tileAddresses(TOKAI, 14, 14).next().value!;
    const res = await app.inject(tileAt(z, x, y));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // What the browser reads once it has undone the gzip: the archive's tile, a real vector tile.
    const body = gunzipSync(res.rawPayload);
    expect(body).toEqual(gunzipSync(tileMvt(z, x, y)));
    expect(layersOf(body)).toMatchObject({ water: 1, landcover: 1, building: expect.any(Number) });
    expect(layersOf(body).transportation).toBeGreaterThan(10);
    const pbf = await app.inject(tileAt(z, x, y).replace('.mvt', '.pbf'));
    expect(pbf.statusCode).toBe(200);
    expect(gunzipSync(pbf.rawPayload)).toEqual(body);
    const again = await app.inject({ url: tileAt(z, x, y), headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject(`/tiles/${z}/${x}/${y}.png`)).statusCode).toBe(404);
    expect((await app.inject(`/tiles/${z}/${x + 500}/${y}.mvt`)).statusCode).toBe(404);
  });

  it("makes a trail's pack: exactly the archive's tiles over its area, gzipped as the archive keeps them", async () => {
    const id = await addTokaiTrailhead(app, token, 'Vector Pack Trailhead');
    const info = await app.inject(`/api/map-packs/${id}`);
    expect(info.statusCode, info.body).toBe(200);
    const pack = MapPack.parse(info.json());
    expect(pack).toMatchObject({ routeId: id, minZoom: 10, maxZoom: 16, format: 'mvt' });

    const res = await app.inject(`/api/map-packs/${id}/archive`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.pmtiles');
    expect(res.rawPayload.length).toBe(pack.bytes);
    const read = new PMTiles(bufferSource(res.rawPayload));
    const header = await read.getHeader();
    expect(header).toMatchObject({ tileType: TileType.Mvt, tileCompression: 2, minZoom: 10, maxZoom: 16 });
    expect(header.numAddressedTiles).toBe(pack.tiles);
    // The reader undoes the pack's gzip: each tile is the generated one, byte for byte.
    const differ: string[] = [];
    let checked = 0;
    for (const [z, x, y] of tileAddresses(pack.bbox, 10, 16)) {
      const tile = await read.getZxy(z, x, y);
      if (!tile || !Buffer.from(tile.data).equals(gunzipSync(tileMvt(z, x, y)))) differ.push(`${z}/${x}/${y}`);
      checked++;
    }
    expect(differ).toEqual([]);
    expect(checked).toBe(pack.tiles);
    const part = await app.inject({ url: `/api/map-packs/${id}/archive`, headers: { range: 'bytes=0-126' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(res.rawPayload.subarray(0, 127));
  });
});
