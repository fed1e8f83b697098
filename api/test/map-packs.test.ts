import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PMTiles } from 'pmtiles';
import { MapPack, type Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { asAdmin } from './admin-test-kit.js';
import { bufferSource, startMapPackApp } from './support/map-pack-app.js';
import { climbingLoop, gpxText, straightLine, timed } from './support/gpx-fixtures.js';
import { makeTileArchive, tileAddresses, tilePng, type Box } from './support/tile-archive.js';

// Generated tiles over Tokai (Cape Town) and over a box east of Stellenbosch; none anywhere else.
const TOKAI: Box = [18.32, -34.13, 18.52, -33.97];
const EAST: Box = [18.9, -34.0, 19.0, -33.9];

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
let dir: string;
let archiveFile: string;
let archive: PMTiles;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'map-packs-'));
  archiveFile = path.join(dir, 'south-africa.pmtiles');
  await makeTileArchive(archiveFile, [TOKAI, EAST]);
  archive = new PMTiles(bufferSource(await readFile(archiveFile)));
  ({ app, token, close } = await startMapPackApp(dir, archiveFile));
}, 60_000);
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

async function newTrail(name: string, lat: number, lng: number): Promise<Trail> {
  const res = await asAdmin(app, token, {
    method: 'POST',
    url: '/api/admin/routes',
    payload: {
      name,
      location: 'Western Cape',
      province: 'Western Cape',
      description: 'A trail for the map pack tests.',
      coordinatesLat: String(lat),
      coordinatesLng: String(lng),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const uploadTrack = async (id: number, gpx: string) => {
  const res = await asAdmin(app, token, {
    method: 'PUT',
    url: `/api/admin/routes/${id}/track`,
    headers: { 'content-type': 'application/gpx+xml' },
    payload: gpx,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const getPack = async (id: number) => {
  const res = await app.inject(`/api/map-packs/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return MapPack.parse(res.json());
};
const getArchive = (id: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/map-packs/${id}/archive`, headers });

/** The archive's own tiles over a box at zooms 10-16: what a pack of that box must hold. */
async function archiveTilesOver(bbox: Box): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array>();
  for (const [z, x, y] of tileAddresses(bbox, 10, 16)) {
    const t = await archive.getZxy(z, x, y);
    if (t) found.set(`${z}/${x}/${y}`, new Uint8Array(t.data));
  }
  return found;
}

/** Checks that a downloaded pack holds exactly the archive's tiles over its box, byte for byte. */
async function expectExactly(body: Buffer, pack: MapPack) {
  const expected = await archiveTilesOver(pack.bbox);
  const read = new PMTiles(bufferSource(body));
  const header = await read.getHeader();
  expect(header).toMatchObject({ specVersion: 3, minZoom: 10, maxZoom: 16, numAddressedTiles: expected.size });
  for (const [z, x, y] of tileAddresses(pack.bbox, 10, 16)) {
    const tile = await read.getZxy(z, x, y);
    const want = expected.get(`${z}/${x}/${y}`);
    expect(tile ? Buffer.from(tile.data) : undefined, `${z}/${x}/${y}`).toEqual(want ? Buffer.from(want) : undefined);
  }
  const [z9, x9, y9] = tileAddresses(pack.bbox, 9, 9).next().value!;
  expect(await archive.getZxy(z9, x9, y9)).toBeDefined();
  expect(await read.getZxy(z9, x9, y9)).toBeUndefined();
}

describe('GET /api/map-packs/:routeId', () => {
  it('covers 5 km around the trailhead of a trail with no track, with the archive tiles there', async () => {
    const trail = await newTrail('Pack Trailhead Only', -34.05, 18.42);
    const pack = await getPack(trail.id);
    const [w, s, e, n] = pack.bbox;
    // 5 km is 0.045 degrees of latitude, and 0.054 degrees of longitude at 34 degrees south.
    expect(n - -34.05).toBeCloseTo(0.0449, 3);
    expect(-34.05 - s).toBeCloseTo(0.0449, 3);
    expect(e - 18.42).toBeCloseTo(0.0542, 3);
    expect(18.42 - w).toBeCloseTo(0.0542, 3);
    expect(pack).toMatchObject({ routeId: trail.id, minZoom: 10, maxZoom: 16, format: 'png' });
    const expected = await archiveTilesOver(pack.bbox);
    expect(pack.tiles).toBe(expected.size);
    expect(pack.tiles).toBeGreaterThan(300);

    const res = await getArchive(trail.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.pmtiles');
    expect(res.headers.etag).toBe(pack.etag);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(pack.bytes);
    await expectExactly(res.rawPayload, pack);
  });

  it("covers a trail's track with a margin, and only the tiles the archive has there", async () => {
    // Trailhead in Tokai; a 30 km line east runs off the Tokai box, and mostly over no tiles at all.
    const trail = await newTrail('Pack With Track', -34.05, 18.42);
    const line = timed(straightLine(30_000, 50, 200), 4);
    await uploadTrack(trail.id, gpxText({ tracks: [[line]] }));
    const pack = await getPack(trail.id);
    const lastLng = line.at(-1)!.lng;
    expect(pack.bbox[0]).toBeLessThan(18.42 - 0.009);
    expect(pack.bbox[2]).toBeGreaterThan(lastLng + 0.009);
    expect(pack.bbox[2]).toBeLessThan(lastLng + 0.015);
    const expected = await archiveTilesOver(pack.bbox);
    expect(pack.tiles).toBe(expected.size);
    // Some addresses over the line are outside every generated box: the pack does not invent them.
    expect([...tileAddresses(pack.bbox, 10, 16)].length).toBeGreaterThan(pack.tiles);
    await expectExactly((await getArchive(trail.id)).rawPayload, pack);
  });

  it('answers 404 for an unknown trail and 400 for a bad id, in words', async () => {
    const missing = await app.inject('/api/map-packs/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/i);
    expect((await app.inject('/api/map-packs/987654/archive')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1e99', '99999999999999999999'])
      expect((await app.inject(`/api/map-packs/${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('GET /api/map-packs/:routeId/archive', () => {
  it('resumes with Range, revalidates with ETag and refuses a range past the end', async () => {
    const trail = await newTrail('Pack Range', -34.0, 18.45);
    const whole = await getArchive(trail.id);
    const size = whole.rawPayload.length;
    const first = await getArchive(trail.id, { range: 'bytes=0-999' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-999/${size}`);
    expect(first.rawPayload.length).toBe(1000);
    const rest = await getArchive(trail.id, { range: 'bytes=1000-', 'if-range': whole.headers.etag as string });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload])).toEqual(whole.rawPayload);
    const stale = await getArchive(trail.id, { range: 'bytes=1000-', 'if-range': '"pack-old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
    const past = await getArchive(trail.id, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const same = await getArchive(trail.id, { 'if-none-match': whole.headers.etag as string });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
  });

  it('builds a pack once for riders asking at the same time', async () => {
    const trail = await newTrail('Pack Crowd', -33.95, 18.95);
    const answers = await Promise.all(Array.from({ length: 6 }, () => getArchive(trail.id)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    const files = (await readdir(path.join(dir, 'data', 'map-packs'))).filter((f) =>
      f.startsWith(`route-${trail.id}-`),
    );
    expect(files).toHaveLength(1);
  });

  it('changes its etag when the trailhead moves or the track is replaced', async () => {
    const trail = await newTrail('Pack Edits', -34.05, 18.42);
    const before = await getPack(trail.id);
    const moved = await asAdmin(app, token, {
      method: 'PUT',
      url: `/api/admin/routes/${trail.id}`,
      payload: { coordinatesLat: '-34.06', coordinatesLng: '18.41' },
    });
    expect(moved.statusCode).toBe(200);
    const afterMove = await getPack(trail.id);
    expect(afterMove.etag).not.toBe(before.etag);
    expect(afterMove.bbox).not.toEqual(before.bbox);
    const old = await getArchive(trail.id, { 'if-none-match': before.etag });
    expect(old.statusCode).toBe(200);

    await uploadTrack(trail.id, gpxText({ tracks: [[timed(climbingLoop(6000, 20, 100), 4)]] }));
    const withTrack = await getPack(trail.id);
    await uploadTrack(
      trail.id,
      gpxText({ tracks: [[timed(climbingLoop(6000, 20, 100), 4).map((p) => ({ ...p, lat: p.lat + 0.001 }))]] }),
    );
    const replaced = await getPack(trail.id);
    expect(new Set([before.etag, afterMove.etag, withTrack.etag, replaced.etag]).size).toBe(4);
    // Only the current version stays on disk.
    const files = (await readdir(path.join(dir, 'data', 'map-packs'))).filter((f) =>
      f.startsWith(`route-${trail.id}-`),
    );
    expect(files).toHaveLength(1);
  });
});

describe('GET /tiles/{z}/{x}/{y}.png', () => {
  it("serves the archive's tiles, cached for good at the config's address, with an ETag", async () => {
    const config = (await app.inject('/api/config')).json();
    expect(config.mapPacks).toBe(true);
    expect(config.tileKind).toBe('raster');
    expect(config.tileAttribution).toContain('© OpenStreetMap contributors');
    expect(config.tileAttribution).toContain('ODbL');
    expect(config.tileUrl).toMatch(/^\/tiles\/\{z\}\/\{x\}\/\{y\}\.png\?v=[\w-]+$/);
    const url = (z: number, x: number, y: number) =>
      config.tileUrl.replace('{z}', z).replace('{x}', x).replace('{y}', y) as string;
    const [z, x, y] = tileAddresses(TOKAI, 14, 14).next().value!;
    const res = await app.inject(url(z, x, y));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(tilePng(z, x, y));
    const again = await app.inject({ url: url(z, x, y), headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject(`/tiles/${z}/${x}/${y}.png`)).headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 404 outside the archive and 400 for addresses that are not tiles, never 500', async () => {
    const [, x, y] = tileAddresses(TOKAI, 14, 14).next().value!;
    for (const outside of [
      `/tiles/14/${x + 500}/${y}.png`,
      `/tiles/14/${x}/${y}.webp`,
      '/tiles/17/1/1.png',
      '/tiles/3/8/1.png',
    ])
      expect((await app.inject(outside)).statusCode, outside).toBe(404);
    for (const bad of [
      '/tiles/abc/1/1.png',
      '/tiles/99/1/1.png',
      '/tiles/999999999999/1/1.png',
      '/tiles/1/-1/1.png',
      '/tiles/1/1/1.5.png',
      '/tiles/1/1/1.png.exe',
      '/tiles/1/1/..%2f..%2fetc%2fpasswd',
      '/tiles/1/1/%00.png',
      '/tiles/1/1e3/1.png',
    ])
      expect((await app.inject(bad)).statusCode, bad).toBe(400);
    expect((await app.inject('/tiles/1/1/../../package.json')).statusCode).toBeLessThan(500);
  });
});

describe('without an archive (MAP_PMTILES unset)', () => {
  it('says offline maps are not offered (503 in words) and serves no tiles', async () => {
    const plain = await createTestApp({ DATA_DIR: path.join(dir, 'plain') });
    try {
      const res = await plain.app.inject('/api/map-packs/1');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/Offline maps are not offered/);
      expect((await plain.app.inject('/api/map-packs/1/archive')).statusCode).toBe(503);
      expect((await plain.app.inject('/tiles/10/1/1.png')).statusCode).toBe(404);
      const config = (await plain.app.inject('/api/config')).json();
      expect(config).toMatchObject({ mapPacks: false, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    } finally {
      await plain.close();
    }
  });
});
