import { describe, expect, it } from 'vitest';
import {
  climbTotals,
  cumulativeDistancesM,
  EARTH_RADIUS_M,
  elevationProfile,
  haversineM,
  smoothElevations,
} from './track-geometry.js';

const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;
/** A position `northM` metres north of Tokai (a meridian: distances are exact on the sphere). */
const north = (northM: number, ele?: number) =>
  ele === undefined ? [18.4, -34 + northM / M_PER_DEG] : [18.4, -34 + northM / M_PER_DEG, ele];

describe('distances', () => {
  it('measures one degree of latitude as 111.195 km', () => {
    expect(haversineM(-34, 18.4, -33, 18.4)).toBeCloseTo(111_195.1, 0);
  });

  it('accumulates distance along the line and adds nothing across a segment gap', () => {
    const line = [north(0), north(1000), north(2500), north(4000), north(4100)];
    const whole = cumulativeDistancesM(line);
    expect(whole.map((d) => Math.round(d))).toEqual([0, 1000, 2500, 4000, 4100]);
    const gapped = cumulativeDistancesM(line, [2]);
    expect(gapped.map((d) => Math.round(d))).toEqual([0, 1000, 1000, 2500, 2600]);
  });
});

describe('smoothElevations', () => {
  const every5m = (n: number) => Array.from({ length: n }, (_, i) => i * 5);

  it('takes the jitter out of a flat recording', () => {
    const distances = every5m(200);
    const jittery = distances.map((_, i) => 100 + (i % 2 === 0 ? 3 : -3));
    const smooth = smoothElevations(distances, jittery);
    for (const v of smooth) expect(Math.abs(v - 100)).toBeLessThan(0.5);
  });

  it('keeps a steady climb where it is, away from the ends', () => {
    const distances = every5m(200);
    const ramp = distances.map((d) => d * 0.1);
    const smooth = smoothElevations(distances, ramp);
    for (let i = 10; i < 190; i++) expect(smooth[i]).toBeCloseTo(ramp[i], 6);
  });

  it('leaves sparse points (a planned route) as they are', () => {
    const distances = [0, 200, 400, 600];
    expect(smoothElevations(distances, [10, 50, 20, 80])).toEqual([10, 50, 20, 80]);
  });
});

describe('climbTotals', () => {
  it('counts nothing on a flat line whose wiggles stay under the threshold', () => {
    const wiggles = Array.from({ length: 500 }, (_, i) => 200 + 1.9 * Math.sin(i));
    expect(climbTotals(wiggles)).toEqual({ ascentM: 0, descentM: 0 });
  });

  it('counts a climb and the descent back in full', () => {
    const up = Array.from({ length: 101 }, (_, i) => 100 + i * 3);
    const down = up.slice().reverse();
    const { ascentM, descentM } = climbTotals([...up, ...down]);
    expect(ascentM).toBe(300);
    expect(descentM).toBe(300);
  });

  it('ignores small dips inside a climb but counts every real hill', () => {
    // Up 50 m with 2 m dips on the way, then three 10 m rollers.
    const climb = [0, 10, 8, 20, 18, 30, 28, 40, 38, 50];
    const rollers = [40, 50, 40, 50, 40, 50];
    const { ascentM, descentM } = climbTotals([...climb, ...rollers]);
    expect(ascentM).toBe(50 + 30);
    expect(descentM).toBe(30);
  });

  it('counts a reversal of exactly the threshold', () => {
    expect(climbTotals([0, 4, 0], 4)).toEqual({ ascentM: 4, descentM: 4 });
    expect(climbTotals([0, 3.9, 0], 4)).toEqual({ ascentM: 0, descentM: 0 });
  });

  it('starts on a descent as well as on a climb', () => {
    expect(climbTotals([500, 480, 460, 470, 490])).toEqual({ ascentM: 30, descentM: 40 });
    expect(climbTotals([])).toEqual({ ascentM: 0, descentM: 0 });
  });
});

describe('elevationProfile', () => {
  it('pairs distance along the line with elevation', () => {
    const profile = elevationProfile([north(0, 100), north(500, 120), north(600, 90)], [2]);
    expect(profile.map((p) => [p.index, Math.round(p.distanceM), p.elevationM])).toEqual([
      [0, 0, 100],
      [1, 500, 120],
      [2, 500, 90],
    ]);
  });

  it('is empty when the line has no elevation, or only some', () => {
    expect(elevationProfile([north(0), north(100)])).toEqual([]);
    expect(elevationProfile([north(0, 10), north(100)])).toEqual([]);
  });
});
