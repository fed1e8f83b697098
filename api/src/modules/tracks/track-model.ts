import { cumulativeDistancesM, smoothElevations } from '@trailfinder/shared-types/rules';

/** One recorded (or planned) point. Time is epoch milliseconds. */
export interface TrackPoint {
  lat: number;
  lng: number;
  ele: number | null;
  time: number | null;
}

/**
 * A trail's track at full resolution: what the GPX download writes. Segments are kept apart
 * because the gap between two segments was not recorded (the device paused or lost the sky).
 */
export interface Track {
  segments: TrackPoint[][];
}

/**
 * The track as one line, with what both the summary and the simplifier need: segment starts,
 * distance along the line and (when every point has one) the smoothed elevation.
 */
export interface TrackLine {
  points: TrackPoint[];
  /** Indices in `points` where a segment after the first begins. */
  segmentStarts: number[];
  distancesM: number[];
  smoothedEle: number[] | null;
}

export function pointCount(track: Track): number {
  return track.segments.reduce((n, s) => n + s.length, 0);
}

export function toTrackLine(track: Track): TrackLine {
  const points = track.segments.flat();
  const segmentStarts: number[] = [];
  let start = 0;
  for (const segment of track.segments) {
    if (start > 0) segmentStarts.push(start);
    start += segment.length;
  }
  const distancesM = cumulativeDistancesM(
    points.map((p) => [p.lng, p.lat]),
    segmentStarts,
  );
  const elevations = points.map((p) => p.ele);
  const known = elevations.length > 0 && elevations.every((e): e is number => e !== null);
  const smoothedEle = known ? smoothElevations(distancesM, elevations) : null;
  return { points, segmentStarts, distancesM, smoothedEle };
}
