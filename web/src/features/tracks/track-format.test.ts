import { describe, expect, it } from 'vitest';
import type { TrackFeature } from '@trailfinder/shared-types';
import { describeKeyPoint, formatKm, keyPoints, profileOf } from './track-format';

/** 2 km due north climbing 100 m to a top half way, then down 50 m: made up for the test. */
function feature(withElevation = true): TrackFeature {
  const mPerDeg = (6_371_008.8 * Math.PI) / 180;
  const coords = Array.from({ length: 21 }, (_, i) => {
    const ele = i <= 10 ? 300 + i * 10 : 400 - (i - 10) * 5;
    const c: [number, number, number] = [18.42, -34.05 + (i * 100) / mPerDeg, ele];
    return withElevation ? c : ([c[0], c[1]] as [number, number]);
  });
  return {
    type: 'Feature',
    bbox: [18.42, -34.05, 18.42, coords[20][1]],
    geometry: { type: 'LineString', coordinates: coords },
    properties: {
      distanceKm: 2,
      ascentM: withElevation ? 100 : null,
      descentM: withElevation ? 50 : null,
      minEleM: withElevation ? 300 : null,
      maxEleM: withElevation ? 400 : null,
      elevationSource: withElevation ? 'recorded' : 'none',
      segmentStarts: [],
    },
  };
}

describe('keyPoints', () => {
  it('names the start, the highest point and the finish with their distance and elevation', () => {
    const f = feature();
    const points = keyPoints(f, profileOf(f));
    expect(points.map(describeKeyPoint)).toEqual([
      'Start: 0.00 km along the track, 300 m above sea level',
      'Highest point: 1.00 km along the track, 400 m above sea level',
      'Finish: 2.00 km along the track, 350 m above sea level',
    ]);
  });

  it('leaves out the highest point and elevations when the track has none', () => {
    const f = feature(false);
    expect(profileOf(f)).toEqual([]);
    expect(keyPoints(f, []).map(describeKeyPoint)).toEqual([
      'Start: 0.00 km along the track',
      'Finish: 2.00 km along the track',
    ]);
  });

  it('formats long distances with one decimal', () => {
    expect(formatKm(12_345)).toBe('12.3 km');
  });
});
