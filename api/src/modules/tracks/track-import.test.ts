import { TrackFeature, TrackImportResponse } from '@trailfinder/shared-types';
import { elevationProfile, locateOnTrack } from '@trailfinder/shared-types/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startElevationServer, type ElevationServer } from '../../../test/support/elevation-server.js';
import {
  bytes,
  climbingLoop,
  gpxText,
  offset,
  straightLine,
  timed,
  xmlBomb,
} from '../../../test/support/gpx-fixtures.js';
import { openMeteoElevation, type ElevationLookup } from './elevation-client.js';
import { GpxRefusal } from './gpx-refusal.js';
import { writeGpx } from './gpx-write.js';
import { importGpx } from './track-import.js';

describe('importGpx', () => {
  let server: ElevationServer;
  let elevation: ElevationLookup;
  beforeAll(async () => {
    server = await startElevationServer();
    elevation = openMeteoElevation({ baseUrl: server.url, timeoutMs: 5000 });
  });
  afterAll(() => server.close());
  beforeEach(() => server.setMode('ok'));

  it('turns a recorded loop into the summary, the map line and the response the API sends', async () => {
    const loop = timed(climbingLoop(8000, 4, 300), 4);
    const result = await importGpx(bytes(gpxText({ version: '1.0', tracks: [[loop]] })), elevation);
    expect(server.requests).toHaveLength(0);
    expect(result.summary).toMatchObject({
      distanceKm: 8,
      ascentM: 300,
      descentM: 300,
      minEleM: 300,
      maxEleM: 600,
      elevationSource: 'recorded',
      segments: 1,
      points: { inFile: 2001, kept: 2001 },
    });
    expect(result.summary.points.display).toBeLessThan(200);
    expect(result.elevationPending).toBe(false);
    expect(result.notes).toEqual([]);
    const response = { ...result, track: result.feature };
    expect(TrackImportResponse.parse(response).track).toEqual(result.feature);
    expect(TrackFeature.parse(result.feature).geometry.coordinates[0]).toHaveLength(3);
  });

  it('gives the web app a line whose profile and "climbing left" agree with the summary', async () => {
    const { feature, summary } = await importGpx(bytes(gpxText({ tracks: [[climbingLoop(8000, 4, 300)]] })), null);
    const coords = feature.geometry.coordinates;
    const [lng, lat] = coords[0];
    const atStart = locateOnTrack(coords, { lat, lng })!;
    expect(Math.abs(atStart.climbLeftM! - summary.ascentM!)).toBeLessThanOrEqual(5);
    expect(Math.abs(atStart.toGoM / 1000 - summary.distanceKm)).toBeLessThan(0.08);
    const profile = elevationProfile(coords);
    expect(profile).toHaveLength(coords.length);
    expect(Math.max(...profile.map((p) => p.elevationM))).toBeCloseTo(summary.maxEleM!, 0);
  });

  it('fills a route without elevation from the elevation service', async () => {
    // 2 km due north up the stand-in's hillside (10 m per 100 m): 200 m of climbing.
    const result = await importGpx(bytes(gpxText({ routes: [straightLine(2000, 50)] })), elevation);
    expect(result.summary.elevationSource).toBe('filled');
    expect(result.summary.ascentM).toBeGreaterThanOrEqual(195);
    expect(result.summary.ascentM).toBeLessThanOrEqual(200);
    expect(result.summary.descentM).toBe(0);
    expect(result.track.segments[0].every((p) => p.ele !== null)).toBe(true);
    expect(result.notes).toEqual([
      'The file has no elevation: elevations come from a terrain model (Open-Meteo, 90 m grid).',
    ]);
  });

  it('still imports when the elevation service is down, flagged and with the reason', async () => {
    server.setMode('hang');
    const quick = openMeteoElevation({ baseUrl: server.url, timeoutMs: 200 });
    const result = await importGpx(bytes(gpxText({ tracks: [[straightLine(2000, 20)]] })), quick);
    expect(result.elevationPending).toBe(true);
    expect(result.summary).toMatchObject({
      distanceKm: 2,
      ascentM: null,
      descentM: null,
      minEleM: null,
      maxEleM: null,
      elevationSource: 'none',
    });
    expect(result.feature.geometry.coordinates.every((c) => c.length === 2)).toBe(true);
    expect(result.notes).toEqual([
      'The file has no elevation, and it could not be filled in: The elevation service did not answer within 200 ms.',
    ]);
  });

  it('tells the admin what cleaning did', async () => {
    const ride = timed(straightLine(2000, 20, 40), 20);
    const glitch = { ...offset(900, 600), time: ride[30].time! + 1000 };
    const points = [...ride.slice(0, 31), glitch, ...ride.slice(31)];
    points.splice(5, 0, { ...points[4] });
    const result = await importGpx(bytes(gpxText({ tracks: [[points]], routes: [straightLine(500, 50)] })), null);
    expect(result.cleaning).toMatchObject({ duplicates: 1, spikes: 1 });
    expect(result.summary.points).toMatchObject({ inFile: 103 + 11, kept: 101 });
    expect(result.notes).toEqual([
      '1 planned route(s) in the file were ignored: the recorded track is used.',
      '1 repeated point(s) removed.',
      '1 point(s) of GPS glitches (jumps no rider could make) removed.',
    ]);
  });

  it('exports a download that imports again to the same line and figures', async () => {
    const first = await importGpx(
      bytes(gpxText({ tracks: [[timed(climbingLoop(5000, 5, 150), 5)], [straightLine(1000, 10, 20)]] })),
      null,
    );
    const again = await importGpx(bytes(writeGpx(first.track, 'Tokai Blue')), null);
    expect(again.track).toEqual(first.track);
    expect(again.feature).toEqual(first.feature);
    expect(again.summary).toEqual(first.summary);
  });

  it('refuses a bad file with the GpxRefusal a route turns into a 400', async () => {
    await expect(importGpx(bytes(xmlBomb()), elevation)).rejects.toBeInstanceOf(GpxRefusal);
  });
});
