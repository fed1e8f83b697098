import { locateOnTrack } from '@trailfinder/shared-types/rules';
import { describe, expect, it } from 'vitest';
import {
  climbingLoop,
  noisyFlatLine,
  offset,
  straightLine,
  type FixturePoint,
} from '../../../test/support/gpx-fixtures.js';
import { toTrackLine, type TrackPoint } from './track-model.js';
import { SIMPLIFY_TOLERANCE_M, simplifyForDisplay } from './track-simplify.js';

const segment = (fixture: FixturePoint[]): TrackPoint[] =>
  fixture.map((p) => ({ lat: p.lat, lng: p.lng, ele: p.ele ?? null, time: null }));

/** How far the furthest original point lies from the simplified line. */
function worstOffset(original: TrackPoint[], display: number[][], segmentStarts: number[]): number {
  return Math.max(...original.map((p) => locateOnTrack(display, p, { segmentStarts })!.offTrackM));
}

describe('simplifyForDisplay', () => {
  it('reduces a straight line to its two ends', () => {
    const display = simplifyForDisplay(toTrackLine({ segments: [segment(straightLine(10_000, 10))] }));
    expect(display.coordinates).toHaveLength(2);
    expect(display.segmentStarts).toEqual([]);
  });

  it('draws a winding loop with far fewer points, none of the originals more than 5 m away', () => {
    const original = segment(climbingLoop(8000, 4, 300));
    const line = toTrackLine({ segments: [original] });
    const display = simplifyForDisplay(line);
    expect(display.coordinates.length).toBeLessThan(original.length / 10);
    expect(worstOffset(original, display.coordinates, [])).toBeLessThanOrEqual(SIMPLIFY_TOLERANCE_M + 0.1);
    // Start, finish and the top of the climb are on the map line, with the smoothed elevation.
    const first = display.coordinates[0];
    const last = display.coordinates[display.coordinates.length - 1];
    expect(first).toEqual([Number(original[0].lng.toFixed(6)), Number(original[0].lat.toFixed(6)), 300]);
    expect(last.slice(0, 2)).toEqual(first.slice(0, 2));
    expect(Math.max(...display.coordinates.map((c) => c[2]))).toBeCloseTo(Math.max(...line.smoothedEle!), 1);
  });

  it('keeps the profile within 2 m of the smoothed elevation on a straight line over a hill', () => {
    // 2 km due north; a 40 m hill in the middle kilometre. Horizontally, two points would do.
    const hill = straightLine(2000, 5, 0).map((p, i) => ({
      ...p,
      ele: 100 + (i >= 100 && i <= 300 ? 20 * (1 - Math.cos(((i - 100) / 200) * 2 * Math.PI)) : 0),
    }));
    const line = toTrackLine({ segments: [segment(hill)] });
    const display = simplifyForDisplay(line);
    expect(display.coordinates.length).toBeGreaterThan(4);
    // The line runs due north, so latitude orders both lines.
    line.points.forEach((p, i) => {
      // Display coordinates are rounded to 6 decimals (0.1 m).
      const after = display.coordinates.findIndex((c) => c[1] >= p.lat - 1e-6);
      const [a, b] = [display.coordinates[Math.max(0, after - 1)], display.coordinates[after]];
      const t = b[1] === a[1] ? 0 : (p.lat - a[1]) / (b[1] - a[1]);
      expect(Math.abs(a[2] + t * (b[2] - a[2]) - line.smoothedEle![i])).toBeLessThanOrEqual(2.1);
    });
  });

  it('keeps each segment, its ends and where it starts, and leaves out unknown elevation', () => {
    const a = segment(straightLine(1000, 10));
    const b = segment(straightLine(1000, 10).map((p) => ({ ...p, lng: p.lng + 0.01 })));
    const display = simplifyForDisplay(toTrackLine({ segments: [a, b] }));
    expect(display.coordinates).toHaveLength(4);
    expect(display.segmentStarts).toEqual([2]);
    expect(display.coordinates.every((c) => c.length === 2)).toBe(true);
  });

  it('keeps a jittery recording within 5 m of what was recorded', () => {
    const original = segment(noisyFlatLine(3000, 4, 6));
    const display = simplifyForDisplay(toTrackLine({ segments: [original] }));
    expect(worstOffset(original, display.coordinates, [])).toBeLessThanOrEqual(SIMPLIFY_TOLERANCE_M + 0.1);
    expect(display.coordinates.length).toBeLessThan(original.length / 4);
  });

  it('keeps both points of a two-point track', () => {
    const display = simplifyForDisplay(toTrackLine({ segments: [segment([offset(0, 0, 10), offset(0, 1, 10)])] }));
    expect(display.coordinates).toHaveLength(2);
  });
});
