import { describe, expect, it } from 'vitest';
import { offset, straightLine, timed } from '../../../test/support/gpx-fixtures.js';
import { GpxRefusal } from './gpx-refusal.js';
import { cleanTrack } from './track-clean.js';
import type { TrackPoint } from './track-model.js';

/** Fixture points as the parser gives them. */
const points = (fixture: { lat: number; lng: number; ele?: number; time?: number }[]): TrackPoint[] =>
  fixture.map((p) => ({ lat: p.lat, lng: p.lng, ele: p.ele ?? null, time: p.time ?? null }));

/** 2 km north, a point every 20 m and every 5 s (14.4 km/h), climbing 40 m. */
const ride = () => points(timed(straightLine(2000, 20, 40), 20));

describe('cleanTrack', () => {
  it('keeps a good recording as it is', () => {
    const track = { segments: [ride()] };
    const cleaned = cleanTrack(track);
    expect(cleaned.track).toEqual(track);
    expect(Object.values(cleaned.cleaning).every((n) => n === 0)).toBe(true);
  });

  it('drops repeated positions (a rider standing still), keeping the first', () => {
    const seg = ride();
    const still = [
      seg[0],
      { ...seg[1] },
      { ...seg[1], time: seg[1].time! + 5000 },
      { ...seg[1], time: seg[1].time! + 9000 },
      ...seg.slice(2),
    ];
    const { track, cleaning } = cleanTrack({ segments: [still] });
    expect(track.segments[0]).toEqual(seg);
    expect(cleaning.duplicates).toBe(2);
  });

  it('drops points off the map and clears impossible elevations but keeps their position', () => {
    const seg = ride();
    seg.splice(3, 0, { lat: 95, lng: 18, ele: 10, time: null }, { lat: Number.NaN, lng: 18, ele: null, time: null });
    seg[10] = { ...seg[10], ele: -9999 };
    seg[11] = { ...seg[11], ele: 12_000 };
    const { track, cleaning } = cleanTrack({ segments: [seg] });
    expect(cleaning.outOfRange).toBe(2);
    expect(cleaning.badElevations).toBe(2);
    expect(track.segments[0]).toHaveLength(101);
    expect(track.segments[0][8].ele).toBeNull();
    expect(track.segments[0][9].ele).toBeNull();
  });

  it('drops a GPS glitch that jumps away and comes back (timed points)', () => {
    const seg = ride();
    // 600 m east in 5 s is 432 km/h.
    const glitch = { ...offset(600, 500), ele: 60, time: seg[25].time! + 2500 };
    const { track, cleaning } = cleanTrack({ segments: [[...seg.slice(0, 26), glitch, ...seg.slice(26)]] });
    expect(track.segments).toEqual([seg]);
    expect(cleaning.spikes).toBe(1);
  });

  it('keeps a fast but possible descent, and GPS jitter, as they are', () => {
    const seg = points(timed(straightLine(2000, 25, 0), 25, 25)); // 90 km/h
    const jitter = points([offset(0, 0), offset(60, 0), offset(0, 10)]); // 60 m in no time
    expect(cleanTrack({ segments: [seg, jitter] }).cleaning.spikes).toBe(0);
  });

  it('drops a teleport of many kilometres between points without times, if it comes back', () => {
    const seg = points(straightLine(2000, 20));
    const away = points([offset(30_000, 1000)]);
    const { track, cleaning } = cleanTrack({ segments: [[...seg.slice(0, 40), ...away, ...seg.slice(40)]] });
    expect(track.segments).toEqual([seg]);
    expect(cleaning.spikes).toBe(1);
  });

  it('cuts the line at a jump that does not come back, so it is neither drawn nor counted', () => {
    const first = points(straightLine(1000, 20));
    const second = points(straightLine(1000, 20).map((p) => ({ ...p, lng: p.lng + 0.2 }))); // 18 km east
    const { track, cleaning } = cleanTrack({ segments: [[...first, ...second]] });
    expect(track.segments).toEqual([first, second]);
    expect(cleaning.splits).toBe(1);
  });

  it('drops a cold start: a few bad fixes far from where the ride begins', () => {
    const seg = ride();
    const coldStart = points([offset(0, 40_000), offset(0, 40_010)]);
    const { track, cleaning } = cleanTrack({ segments: [[...coldStart, ...seg]] });
    expect(track.segments).toEqual([seg]);
    expect(cleaning.stranded).toBe(2);
  });

  it('keeps times only when every point has one', () => {
    const timedSegment = ride();
    const untimed = points(straightLine(500, 20));
    const { track } = cleanTrack({ segments: [timedSegment, untimed] });
    expect(track.segments.flat().every((p) => p.time === null)).toBe(true);
    expect(cleanTrack({ segments: [timedSegment] }).track.segments[0][1].time).toBe(timedSegment[1].time);
  });

  it('drops segments left with one point, and refuses a track with nothing left', () => {
    const { track, cleaning } = cleanTrack({ segments: [ride(), points([offset(0, 0)])] });
    expect(track.segments).toHaveLength(1);
    expect(cleaning.stranded).toBe(1);

    const nothing = { segments: [[{ lat: 91, lng: 0, ele: null, time: null }, ...points([offset(0, 0)])]] };
    expect(() => cleanTrack(nothing)).toThrow(GpxRefusal);
    expect(() => cleanTrack(nothing)).toThrow(/no track with at least two points is left/);
  });
});
