import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from './track-geometry.js';
import { locateOnTrack } from './track-position.js';

const LAT0 = -34;
const LNG0 = 18.4;
const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;
/** Local metres (east, north) around Tokai as [lng, lat(, ele)]. */
const at = (eastM: number, northM: number, ele?: number) => {
  const p = [LNG0 + eastM / (M_PER_DEG * Math.cos((LAT0 * Math.PI) / 180)), LAT0 + northM / M_PER_DEG];
  return ele === undefined ? p : [...p, ele];
};
const rider = (eastM: number, northM: number) => {
  const [lng, lat] = at(eastM, northM);
  return { lat, lng };
};

/** 1 km due north, climbing steadily from 100 m to 200 m. */
const climb = Array.from({ length: 11 }, (_, i) => at(0, i * 100, 100 + i * 10));

describe('locateOnTrack', () => {
  it('puts a rider beside the line on it, with distance done, to go and climbing left', () => {
    const p = locateOnTrack(climb, rider(400, 550))!;
    expect(p.offTrackM).toBeCloseTo(400, -1);
    expect(p.doneM).toBeCloseTo(550, -1);
    expect(p.toGoM).toBeCloseTo(450, -1);
    expect(p.climbLeftM).toBeCloseTo(45, 0);
    expect(p.point.ele).toBeCloseTo(155, 0);
    expect(p.index).toBe(5);
  });

  it('clamps to the finish when the rider is past it', () => {
    const p = locateOnTrack(climb, rider(0, 1300))!;
    expect(p.doneM).toBeCloseTo(1000, 0);
    expect(p.toGoM).toBe(0);
    expect(p.offTrackM).toBeCloseTo(300, 0);
    expect(p.climbLeftM).toBe(0);
  });

  it('says the climbing left is unknown for a line without elevation', () => {
    const flat = [at(0, 0), at(0, 500)];
    const p = locateOnTrack(flat, rider(0, 100))!;
    expect(p.climbLeftM).toBeNull();
    expect(p.point.ele).toBeNull();
    expect(p.toGoM).toBeCloseTo(400, 0);
  });

  it('on a loop, uses the previous fix to tell the start from the finish', () => {
    const loop = [at(0, 0), at(0, 1000), at(1000, 1000), at(1000, 0), at(0, 0)];
    const trailhead = rider(5, 5);
    expect(locateOnTrack(loop, trailhead)!.doneM).toBeLessThan(20);
    const finishing = locateOnTrack(loop, trailhead, { previousDoneM: 3900 })!;
    expect(finishing.doneM).toBeGreaterThan(3980);
    expect(finishing.toGoM).toBeLessThan(20);
    expect(finishing.offTrackM).toBeCloseTo(5, 0);
  });

  it('on an out-and-back, follows the rider on the way back', () => {
    const out = Array.from({ length: 21 }, (_, i) => at(0, i * 100));
    const outAndBack = [...out, ...out.slice(0, -1).reverse()];
    expect(locateOnTrack(outAndBack, rider(0, 500))!.doneM).toBeCloseTo(500, 0);
    expect(locateOnTrack(outAndBack, rider(0, 500), { previousDoneM: 3400 })!.doneM).toBeCloseTo(3500, 0);
  });

  it('never places the rider on the unrecorded gap between two segments', () => {
    // Two parallel segments 1 km apart; the gap joins (0, 1000) to (1000, 0).
    const line = [at(0, 0), at(0, 1000), at(1000, 0), at(1000, 1000)];
    const p = locateOnTrack(line, rider(500, 500), { segmentStarts: [2] })!;
    expect(p.offTrackM).toBeCloseTo(500, -1);
    expect([0, 2]).toContain(p.index);
    expect(p.toGoM + p.doneM).toBeCloseTo(2000, 0);
  });

  it('handles a one-point line and an empty one', () => {
    const p = locateOnTrack([at(0, 0, 50)], rider(0, 100))!;
    expect(p.offTrackM).toBeCloseTo(100, 0);
    expect(p.doneM).toBe(0);
    expect(p.toGoM).toBe(0);
    expect(locateOnTrack([], rider(0, 0))).toBeNull();
  });
});
