import { describe, expect, it } from 'vitest';
import {
  bytes,
  climbingLoop,
  gpxText,
  noisyFlatLine,
  straightLine,
  type FixturePoint,
} from '../../../test/support/gpx-fixtures.js';
import { parseGpx } from './gpx-parse.js';
import { cleanTrack } from './track-clean.js';
import { toTrackLine } from './track-model.js';
import { measureTrack } from './track-summary.js';

/** A fixture written as GPX, read back and cleaned, then measured: the figures an admin would see. */
const measure = (...segments: FixturePoint[][]) => {
  const { track } = cleanTrack(parseGpx(bytes(gpxText({ tracks: [segments] }))).track);
  return measureTrack(toTrackLine(track));
};

describe('measureTrack on tracks of known length and climb', () => {
  it('a straight 10 km climbing 500 m', () => {
    const m = measure(straightLine(10_000, 10, 500));
    expect(m.distanceKm).toBeGreaterThan(9.9);
    expect(m.distanceKm).toBeLessThan(10.1);
    expect(Math.abs(m.ascentM! - 500)).toBeLessThanOrEqual(3);
    expect(m.descentM).toBe(0);
    expect(m.minEleM).toBeGreaterThanOrEqual(100);
    expect(m.maxEleM).toBeLessThanOrEqual(600);
    expect(m.segments).toBe(1);
  });

  it('an 8 km loop climbing 300 m and back down', () => {
    const m = measure(climbingLoop(8000, 4, 300));
    expect(Math.abs(m.distanceKm - 8)).toBeLessThan(0.08);
    expect(Math.abs(m.ascentM! - 300)).toBeLessThanOrEqual(3);
    expect(Math.abs(m.descentM! - 300)).toBeLessThanOrEqual(3);
    expect([m.minEleM, m.maxEleM]).toEqual([300, 600]);
  });

  it('a flat 5 km with elevation jitter of up to 5 m every 4 m climbs next to nothing', () => {
    const m = measure(noisyFlatLine(5000, 4, 5));
    // Summing the raw jitter would give well over a kilometre of "climbing".
    expect(m.ascentM).toBeLessThanOrEqual(5);
    expect(m.descentM).toBeLessThanOrEqual(5);
  });

  it('two segments: the unrecorded gap between them adds no distance', () => {
    const line = straightLine(3000, 10, 0);
    const m = measure(line.slice(0, 101), line.slice(200));
    expect(Math.abs(m.distanceKm - 2)).toBeLessThan(0.02);
    expect(m.segments).toBe(2);
  });

  it('a track without elevation: distance and box known, elevation figures unknown', () => {
    const m = measure(straightLine(2000, 20));
    expect(m.distanceKm).toBe(2);
    expect([m.ascentM, m.descentM, m.minEleM, m.maxEleM]).toEqual([null, null, null, null]);
    const [west, south, east, north] = m.bbox;
    expect(west).toBe(east);
    expect(north - south).toBeCloseTo(2000 / 111_195, 5);
  });
});
