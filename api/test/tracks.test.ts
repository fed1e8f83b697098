import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GPX_MAX_BYTES, SyncResponse, TrackFeature, TrackImportResponse, type Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { startElevationServer, type ElevationServer } from './support/elevation-server.js';
import {
  climbingLoop,
  garminRide,
  gpxOfSize,
  gpxText,
  kmlText,
  offset,
  pngBytes,
  straightLine,
  timed,
  xmlBomb,
  externalEntity,
} from './support/gpx-fixtures.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
let elevation: ElevationServer;

beforeAll(async () => {
  elevation = await startElevationServer();
  // A long elevation deadline: the test that holds the stand-in's answer decides when it comes.
  ({ app, close } = await createTestApp({
    ...adminConfig,
    OPEN_METEO_BASE_URL: elevation.url,
    WEATHER_TIMEOUT_MS: '60000',
  }));
  token = await login(app);
});
afterAll(async () => {
  await close();
  await elevation.close();
});
beforeEach(() => elevation.setMode('ok'));

let trailCount = 0;
/** A fresh trail (with one variant) for each test: tracks of one test never meet another's. */
async function newTrail(name = `Track Test Trail ${++trailCount}`): Promise<Trail> {
  const res = await asAdmin(app, token, {
    method: 'POST',
    url: '/api/admin/routes',
    payload: {
      name,
      location: 'Tokai',
      province: 'Western Cape',
      difficulty: 'moderate',
      description: 'A trail for the track tests.',
      distance: 8,
      elevation: 300,
      duration: '1 hour',
      coordinatesLat: '-34.05',
      coordinatesLng: '18.42',
      routeVariants: [
        { name: 'Short loop', category: 'blue', distance: 4, difficulty: 'easy', description: 'Half of it.' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

type Body = string | Uint8Array;
const upload = (id: number, body: Body, query = '', contentType = 'application/gpx+xml', path = 'track') =>
  asAdmin(app, token, {
    method: path === 'preview' ? 'POST' : 'PUT',
    url: `/api/admin/routes/${id}/${path === 'preview' ? 'track/preview' : 'track'}${query}`,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : Buffer.from(body),
  });
const getTrack = (id: number, query = '', headers = {}) =>
  app.inject({ method: 'GET', url: `/api/routes/${id}/track${query}`, headers });
const getGpx = (id: number, query = '', headers = {}) =>
  app.inject({ method: 'GET', url: `/api/routes/${id}/track.gpx${query}`, headers });

const loop = () => timed(climbingLoop(8000, 4, 300), 4);

describe('PUT /api/admin/routes/:id/track', () => {
  it('imports a GPX 1.1 recording with elevation and answers its summary, checked against the known loop', async () => {
    const trail = await newTrail();
    const res = await upload(trail.id, gpxText({ tracks: [[loop()]] }));
    expect(res.statusCode, res.body).toBe(200);
    const body = TrackImportResponse.parse(res.json());
    expect(body.summary).toMatchObject({
      distanceKm: 8,
      ascentM: 300,
      descentM: 300,
      minEleM: 300,
      maxEleM: 600,
      elevationSource: 'recorded',
      segments: 1,
      points: { inFile: 2001, kept: 2001 },
    });
    expect(body.elevationPending).toBe(false);
    expect(elevation.requests).toHaveLength(0);

    const track = await getTrack(trail.id);
    expect(track.statusCode).toBe(200);
    const feature = TrackFeature.parse(track.json());
    expect(feature.geometry.type).toBe('LineString');
    expect(feature.geometry.coordinates[0]).toHaveLength(3);
    expect(feature.properties).toMatchObject({
      distanceKm: 8,
      ascentM: 300,
      descentM: 300,
      minEleM: 300,
      maxEleM: 600,
    });
    const [lng, lat] = feature.geometry.coordinates[0];
    expect(lat).toBeCloseTo(-34.05, 4);
    expect(lng).toBeCloseTo(18.42, 4);
  });

  it('imports a GPX 1.0 file without elevation, filling it from the elevation service', async () => {
    const trail = await newTrail();
    const before = elevation.requests.length;
    const res = await upload(trail.id, gpxText({ version: '1.0', tracks: [[straightLine(2000, 10)]] }));
    expect(res.statusCode, res.body).toBe(200);
    const { summary, notes, elevationPending } = TrackImportResponse.parse(res.json());
    expect(elevation.requests.length).toBeGreaterThan(before);
    // The stand-in hillside climbs 10 m every 100 m north: 2 km north is 200 m of climbing.
    expect(summary).toMatchObject({ elevationSource: 'filled', distanceKm: 2 });
    // Lowest and highest are of the smoothed profile (a 60 m window), a metre or two inside the ends.
    expect(summary.minEleM).toBeCloseTo(300, -1);
    expect(summary.ascentM).toBeGreaterThanOrEqual(195);
    expect(summary.ascentM).toBeLessThanOrEqual(200);
    expect(summary.maxEleM).toBeCloseTo(500, -1);
    expect(elevationPending).toBe(false);
    expect(notes.join(' ')).toMatch(/terrain model/);
  });

  it('imports a GPX 1.1 file without elevation while the elevation service is down, and says the figures are unknown', async () => {
    const trail = await newTrail();
    elevation.setMode('error');
    const res = await upload(trail.id, gpxText({ tracks: [[straightLine(1000, 10)]] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      elevationPending: true,
      summary: { elevationSource: 'none', ascentM: null, maxEleM: null, distanceKm: 1 },
    });
    const feature = TrackFeature.parse((await getTrack(trail.id)).json());
    expect(feature.geometry.coordinates[0]).toHaveLength(2);
  });

  it('imports a GPX 1.0 file with elevation and two segments, not counting the gap as distance', async () => {
    const trail = await newTrail();
    const first = straightLine(1000, 10, 50);
    const second = straightLine(1000, 10, 50).map((p) => ({ ...p, lng: p.lng + 0.01 }));
    const res = await upload(trail.id, gpxText({ version: '1.0', tracks: [[first, second]] }));
    expect(res.statusCode, res.body).toBe(200);
    const { summary, track } = TrackImportResponse.parse(res.json());
    expect(summary).toMatchObject({ segments: 2, distanceKm: 2, elevationSource: 'recorded' });
    expect(track.properties.segmentStarts).toHaveLength(1);
  });

  it('imports a route-only file (a planned route, no recording)', async () => {
    const trail = await newTrail();
    const planned = [offset(0, 0, 100), offset(0, 500, 120), offset(500, 500, 140), offset(500, 0, 120)];
    const res = await upload(trail.id, gpxText({ routes: [planned] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({ distanceKm: 1.5, segments: 1, points: { inFile: 4, kept: 4 } });
  });

  it('imports a file of exactly 10 MB and refuses a byte more with 413 and a reason', async () => {
    const trail = await newTrail();
    const ok = await upload(trail.id, gpxOfSize(GPX_MAX_BYTES, 3600));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().summary.points.kept).toBe(3600);

    const tooBig = await upload(trail.id, gpxOfSize(GPX_MAX_BYTES + 1, 10));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'too_large', message: expect.stringMatching(/larger than 10 MB/) });
  });

  // A 10 MB import takes seconds (more on a busy machine): more room than the runner's 30 s.
  it(
    'imports a 10 MB Garmin export (180 km, a point a second, heart rate, cadence, temperature) and keeps every point',
    { timeout: 90_000 },
    async () => {
      const trail = await newTrail();
      const ride = garminRide(GPX_MAX_BYTES);
      expect(ride.bytes.byteLength).toBe(GPX_MAX_BYTES);
      const res = await upload(trail.id, ride.bytes);
      expect(res.statusCode, res.body).toBe(200);
      const { summary } = TrackImportResponse.parse(res.json());
      expect(summary).toMatchObject({
        ascentM: ride.climbM,
        descentM: ride.climbM,
        minEleM: 300,
        maxEleM: 300 + ride.climbM,
        elevationSource: 'recorded',
        segments: 1,
        points: { inFile: ride.points, kept: ride.points },
      });
      // The circle is laid out on a flat projection; the haversine measures it a few hundred metres longer.
      expect(summary.distanceKm).toBeGreaterThan(180);
      expect(summary.distanceKm).toBeLessThan(180.5);
      expect(summary.points.display).toBeLessThan(1000);

      // The original points are stored and written back out.
      const gpx = await getGpx(trail.id);
      expect(gpx.statusCode).toBe(200);
      expect(gpx.body.match(/<trkpt /g)).toHaveLength(ride.points);
      expect(gpx.body).toContain('<time>2025-03-01T05:00:00.000Z</time>');
    },
  );

  it('answers riders while a 10 MB import runs', { timeout: 90_000 }, async () => {
    const trail = await newTrail();
    // A recording without elevation: the import asks the elevation service, which answers only when released.
    elevation.setMode('hold');
    const asked = elevation.nextRequest();
    let uploaded = false;
    const importing = upload(trail.id, garminRide(GPX_MAX_BYTES, { elevation: false }).bytes).then((res) => {
      uploaded = true;
      return res;
    });
    await asked;
    const rider = await app.inject({ method: 'GET', url: `/api/routes/${trail.id}` });
    expect(rider.statusCode).toBe(200);
    expect(rider.json()).toMatchObject({ id: trail.id, name: trail.name });
    expect(uploaded).toBe(false);

    elevation.release();
    const res = await importing;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({ elevationSource: 'filled', points: { kept: 25_715 } });
  });

  it('refuses what is not GPX, with a reason, and stores nothing', async () => {
    const trail = await newTrail();
    for (const [body, code] of [
      [kmlText(), 'not_gpx'],
      [pngBytes(), 'not_xml'],
      ['just some text', 'not_xml'],
    ] as const) {
      const res = await upload(trail.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    }
    expect((await getTrack(trail.id)).statusCode).toBe(404);
  });

  it('refuses an XML bomb and an external entity before parsing them', async () => {
    const trail = await newTrail();
    for (const text of [xmlBomb(), externalEntity()]) {
      const res = await upload(trail.id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'xml_declarations' });
      expect(res.body).not.toContain('root:');
    }
    expect((await getTrack(trail.id)).statusCode).toBe(404);
  });

  it('refuses a body that is not a file (JSON) and needs the admin', async () => {
    const trail = await newTrail();
    const json = await upload(trail.id, '{"gpx":1}', '', 'application/json');
    expect(json.statusCode).toBe(415);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/admin/routes/${trail.id}/track`,
      headers: { 'content-type': 'application/gpx+xml' },
      payload: gpxText({ tracks: [[loop()]] }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await getTrack(trail.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown trail or variant', async () => {
    const trail = await newTrail();
    expect((await upload(999_999, gpxText({ tracks: [[loop()]] }))).statusCode).toBe(404);
    const variant = await upload(trail.id, gpxText({ tracks: [[loop()]] }), '?variant=Nope');
    expect(variant.statusCode).toBe(404);
    expect(variant.json().message).toMatch(/no variant named "Nope"/);
  });

  it("keeps a variant's track apart from the trail's own", async () => {
    const trail = await newTrail();
    const short = await upload(trail.id, gpxText({ tracks: [[straightLine(1000, 10, 20)]] }), '?variant=Short%20loop');
    expect(short.statusCode, short.body).toBe(200);
    expect((await getTrack(trail.id)).statusCode).toBe(404);
    const got = await getTrack(trail.id, '?variant=Short%20loop');
    expect(got.json().properties.distanceKm).toBe(1);
    const gpx = await getGpx(trail.id, '?variant=Short%20loop');
    expect(gpx.body).toContain(`<name>${trail.name}: Short loop</name>`);
  });
});

describe('POST /api/admin/routes/:id/track/preview', () => {
  it('answers what the import would store without storing it', async () => {
    const trail = await newTrail();
    const res = await upload(trail.id, gpxText({ tracks: [[loop()]] }), '', 'application/gpx+xml', 'preview');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({ distanceKm: 8, ascentM: 300 });
    expect((await getTrack(trail.id)).statusCode).toBe(404);
  });
});

describe('GET /api/routes/:id/track and track.gpx', () => {
  it('says when a trail has no track: 404 with a message, no invented line', async () => {
    const trail = await newTrail();
    for (const res of [await getTrack(trail.id), await getGpx(trail.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This trail has no recorded track yet.');
    }
    expect((await getTrack(999_999)).statusCode).toBe(404);
  });

  it('answers 304 to a device that already has this version, and a new ETag after a new import', async () => {
    const trail = await newTrail();
    await upload(trail.id, gpxText({ tracks: [[loop()]] }));
    const first = await getTrack(trail.id);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"track-/);
    expect((await getTrack(trail.id, '', { 'if-none-match': etag })).statusCode).toBe(304);
    const gpx = await getGpx(trail.id);
    expect((await getGpx(trail.id, '', { 'if-none-match': gpx.headers.etag as string })).statusCode).toBe(304);

    await upload(trail.id, gpxText({ tracks: [[straightLine(1000, 10, 20)]] }));
    const again = await getTrack(trail.id, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect(again.json().properties.distanceKm).toBe(1);
  });

  it("downloads GPX 1.1 with the trail's name and file name, which imports again to the same line", async () => {
    const trail = await newTrail('Tokai Forest: Blue Loop');
    const first = await upload(trail.id, gpxText({ version: '1.0', tracks: [[loop()]] }));
    const gpx = await getGpx(trail.id);
    expect(gpx.statusCode).toBe(200);
    expect(gpx.headers['content-type']).toMatch(/^application\/gpx\+xml/);
    expect(gpx.headers['content-disposition']).toMatch(/^attachment; filename="tokai-forest-blue-loop\.gpx"/);
    expect(gpx.body).toContain('<gpx version="1.1"');
    expect(gpx.body).toContain('<name>Tokai Forest: Blue Loop</name>');
    expect(gpx.body.match(/<trkpt /g)).toHaveLength(2001);

    const copy = await newTrail();
    const again = await upload(copy.id, gpx.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().summary).toEqual(first.json().summary);
    expect((await getTrack(copy.id)).json().geometry).toEqual((await getTrack(trail.id)).json().geometry);
  });
});

describe('DELETE /api/admin/routes/:id/track and /api/sync', () => {
  it("tells a rider's first (full) sync about a track as soon as it is imported, and forgets it once deleted", async () => {
    const trail = await newTrail();
    // The full answer is the catalogue snapshot's: read it once so it is built before the import.
    const fullSync = async () => SyncResponse.parse((await app.inject({ method: 'GET', url: '/api/sync' })).json());
    expect((await fullSync()).tracks.some((t) => t.routeId === trail.id)).toBe(false);

    expect((await upload(trail.id, gpxText({ tracks: [[loop()]] }))).statusCode).toBe(200);
    expect((await fullSync()).tracks.find((t) => t.routeId === trail.id)).toMatchObject({
      variant: null,
      distanceKm: 8,
    });

    expect((await upload(trail.id, gpxText({ tracks: [[straightLine(1000, 10, 20)]] }))).statusCode).toBe(200);
    expect((await fullSync()).tracks.find((t) => t.routeId === trail.id)).toMatchObject({ distanceKm: 1 });

    const removed = await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${trail.id}/track` });
    expect(removed.statusCode).toBe(200);
    expect((await fullSync()).tracks.some((t) => t.routeId === trail.id)).toBe(false);
  });

  it('lists tracks in the sync, then a tombstone after the delete, and importing again revives it', async () => {
    const trail = await newTrail();
    const before = SyncResponse.parse((await app.inject({ method: 'GET', url: '/api/sync' })).json());
    await upload(trail.id, gpxText({ tracks: [[loop()]] }));

    const changed = SyncResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/sync?since=${encodeURIComponent(before.cursor)}` })).json(),
    );
    const ref = changed.tracks.find((t) => t.routeId === trail.id)!;
    expect(ref).toMatchObject({ variant: null, distanceKm: 8, ascentM: 300 });
    expect((await getTrack(trail.id)).headers.etag).toBe(`W/"track-${ref.version}"`);

    const removed = await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${trail.id}/track` });
    expect(removed.statusCode).toBe(200);
    expect((await getTrack(trail.id)).statusCode).toBe(404);
    expect(
      (await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${trail.id}/track` })).statusCode,
    ).toBe(404);
    const afterDelete = SyncResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/sync?since=${encodeURIComponent(changed.cursor)}` })).json(),
    );
    expect(afterDelete.deleted.tracks).toContain(ref.id);
    const full = SyncResponse.parse((await app.inject({ method: 'GET', url: '/api/sync' })).json());
    expect(full.tracks.some((t) => t.routeId === trail.id)).toBe(false);

    await upload(trail.id, gpxText({ tracks: [[straightLine(1000, 10, 20)]] }));
    const revived = SyncResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/sync?since=${encodeURIComponent(afterDelete.cursor)}` })).json(),
    );
    expect(revived.tracks.find((t) => t.routeId === trail.id)).toMatchObject({ id: ref.id, distanceKm: 1 });
  });
});
