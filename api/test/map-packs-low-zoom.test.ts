import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PMTiles } from 'pmtiles';
import { ClientConfig, MapPack } from '@trailfinder/shared-types';
import { addTokaiTrailhead, bufferSource, startMapPackApp, type MapPackApp } from './support/map-pack-app.js';
import { makeTileArchive, tileAddresses, type Box } from './support/tile-archive.js';

// A host's archive often stops below zoom 16: tilemaker's default output stops at 14, as do many
// raster extracts. Packs from it hold zooms 10 to 14 and promise no tile it lacks; the map draws
// zoom 14 enlarged above (decision 086). Generated tiles over Tokai, Cape Town.
const TOKAI: Box = [18.32, -34.13, 18.52, -33.97];
const ARCHIVE_MAX_ZOOM = 14;

describe.each([
  { kind: 'raster', vector: false, ext: 'png' },
  { kind: 'vector', vector: true, ext: 'mvt' },
])('a $kind archive that stops at zoom 14', ({ vector, ext }) => {
  let dir: string;
  let served: MapPackApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'map-packs-low-zoom-'));
    const archiveFile = path.join(dir, 'south-africa.pmtiles');
    await makeTileArchive(archiveFile, [TOKAI], { minZoom: 8, maxZoom: ARCHIVE_MAX_ZOOM, vector });
    served = await startMapPackApp(dir, archiveFile);
  }, 60_000);
  afterAll(async () => {
    await served?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('tells the app its highest zoom, and has no tile above it', async () => {
    const { app } = served;
    const config = ClientConfig.parse((await app.inject('/api/config')).json());
    expect(config).toMatchObject({ mapPacks: true, tileMaxZoom: ARCHIVE_MAX_ZOOM });
    const [, x, y] = tileAddresses(TOKAI, ARCHIVE_MAX_ZOOM, ARCHIVE_MAX_ZOOM).next().value!;
    expect((await app.inject(`/tiles/14/${x}/${y}.${ext}`)).statusCode).toBe(200);
    expect((await app.inject(`/tiles/15/${x * 2}/${y * 2}.${ext}`)).statusCode).toBe(404);
  });

  it("makes a trail's pack of zooms 10 to 14: every tile it counts is in it, and none above", async () => {
    const { app, token } = served;
    const id = await addTokaiTrailhead(app, token, 'Zoom 14 Pack Trailhead');
    const info = await app.inject(`/api/map-packs/${id}`);
    expect(info.statusCode, info.body).toBe(200);
    const pack = MapPack.parse(info.json());
    expect(pack).toMatchObject({ routeId: id, minZoom: 10, maxZoom: ARCHIVE_MAX_ZOOM, format: ext });
    // The trailhead's 5 km lies inside the archive: the pack holds every address over it at 10-14.
    expect(pack.tiles).toBe([...tileAddresses(pack.bbox, 10, ARCHIVE_MAX_ZOOM)].length);

    const res = await app.inject(`/api/map-packs/${id}/archive`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(pack.bytes);
    const read = new PMTiles(bufferSource(res.rawPayload));
    const header = await read.getHeader();
    expect(header).toMatchObject({ minZoom: 10, maxZoom: ARCHIVE_MAX_ZOOM });
    expect(header.numAddressedTiles).toBe(pack.tiles);
    const missing: string[] = [];
    for (const [z, x, y] of tileAddresses(pack.bbox, 10, ARCHIVE_MAX_ZOOM))
      if (!(await read.getZxy(z, x, y))) missing.push(`${z}/${x}/${y}`);
    expect(missing).toEqual([]);
    const above = [...tileAddresses(pack.bbox, 15, 16)].slice(0, 20);
    for (const [z, x, y] of above) expect(await read.getZxy(z, x, y)).toBeUndefined();
  });
});
