import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hillside, startElevationServer, type ElevationServer } from '../../../test/support/elevation-server.js';
import { straightLine, type FixturePoint } from '../../../test/support/gpx-fixtures.js';
import { openMeteoElevation, type ElevationLookup } from './elevation-client.js';
import { fillElevation, MAX_ELEVATION_SAMPLES } from './elevation-fill.js';
import type { Track, TrackPoint } from './track-model.js';

const segment = (fixture: FixturePoint[]): TrackPoint[] =>
  fixture.map((p) => ({ lat: p.lat, lng: p.lng, ele: p.ele ?? null, time: null }));
const neverCalled: ElevationLookup = async () => {
  throw new Error('the elevation service must not be asked');
};

describe('fillElevation', () => {
  let server: ElevationServer;
  let lookup: ElevationLookup;
  beforeAll(async () => {
    server = await startElevationServer();
    lookup = openMeteoElevation({ baseUrl: server.url, timeoutMs: 5000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.setMode('ok');
  });

  it('keeps a recorded elevation and asks no one', async () => {
    const track: Track = { segments: [segment(straightLine(1000, 10, 50))] };
    expect(await fillElevation(track, neverCalled)).toEqual({ track, source: 'recorded', note: null });
  });

  it('interpolates a few missing recorded elevations from their neighbours', async () => {
    const points = segment(straightLine(1000, 10, 100)); // 100 m to 200 m, 1 m every 10 m
    points[40] = { ...points[40], ele: null };
    points[41] = { ...points[41], ele: null };
    const filled = await fillElevation({ segments: [points] }, neverCalled);
    expect(filled.source).toBe('recorded');
    expect(filled.track.segments[0][40].ele).toBeCloseTo(140, 6);
    expect(filled.track.segments[0][41].ele).toBeCloseTo(141, 6);
    expect(filled.note).toBe('2 point(s) without elevation took it from their neighbours.');
  });

  it('fills a track without elevation from the terrain model, sampling every 100 m', async () => {
    const line = segment(straightLine(3500, 10));
    const track: Track = { segments: [line.slice(0, 301), line.slice(311)] }; // a 100 m gap after 3 km
    const filled = await fillElevation(track, lookup);
    expect(filled.source).toBe('filled');
    expect(filled.note).toBe(
      'The file has no elevation: elevations come from a terrain model (Open-Meteo, 90 m grid).',
    );
    // 3.5 km from the first point to the last: a sample every 100 m, and the last point.
    const asked = server.requests.flatMap((u) => u.searchParams.get('latitude')!.split(','));
    expect(asked.length).toBeGreaterThanOrEqual(35);
    expect(asked.length).toBeLessThanOrEqual(37);
    // The hillside rises evenly northwards, so points between samples get exactly its elevation.
    for (const p of filled.track.segments.flat()) expect(p.ele).toBeCloseTo(hillside(p.lat), 0);
    expect(filled.track.segments.map((s) => s.length)).toEqual([301, 40]);
  });

  it('never asks for more than 1000 samples, however long the track', async () => {
    const track: Track = { segments: [segment(straightLine(150_000, 30))] };
    await fillElevation(track, lookup);
    const asked = server.requests.flatMap((u) => u.searchParams.get('latitude')!.split(','));
    expect(asked.length).toBeLessThanOrEqual(MAX_ELEVATION_SAMPLES);
    expect(server.requests.length).toBeLessThanOrEqual(10);
  });

  it('replaces a patchy recorded elevation entirely, never mixing sources', async () => {
    const points = segment(straightLine(1000, 10, 50)).map((p, i) => (i % 2 ? { ...p, ele: null } : p));
    const filled = await fillElevation({ segments: [points] }, lookup);
    expect(filled.source).toBe('filled');
    expect(filled.note).toMatch(/^Only 50 % of the points have an elevation: elevations come from a terrain model/);
    expect(filled.track.segments[0][0].ele).toBeCloseTo(hillside(points[0].lat), 0);
  });

  it('imports without elevation, and says why, when the service is down', async () => {
    server.setMode('error');
    const track: Track = { segments: [segment(straightLine(1000, 10))] };
    const filled = await fillElevation(track, lookup);
    expect(filled.source).toBe('none');
    expect(filled.track).toEqual(track);
    expect(filled.note).toBe(
      'The file has no elevation, and it could not be filled in: The elevation service answered 500.',
    );
  });

  it('treats an answer with missing values as a failure', async () => {
    const partial: ElevationLookup = async (positions) => positions.slice(1).map(() => 100);
    const filled = await fillElevation({ segments: [segment(straightLine(1000, 10))] }, partial);
    expect(filled.source).toBe('none');
  });

  it('says so when no elevation service is configured', async () => {
    const filled = await fillElevation({ segments: [segment(straightLine(1000, 10))] }, null);
    expect(filled).toMatchObject({
      source: 'none',
      note: 'The file has no elevation, and no elevation service is configured.',
    });
  });
});
