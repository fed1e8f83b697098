import { EARTH_RADIUS_M } from '@trailfinder/shared-types/rules';
import type { TrackLine } from './track-model.js';

/**
 * A point is dropped from the map line when it lies within 5 m of the simplified line: about the
 * accuracy of a GPS fix, and about 2.5 screen pixels at zoom 16 in South Africa, so the line
 * looks the same with far fewer points (15 to 60 times fewer on the test recordings).
 */
export const SIMPLIFY_TOLERANCE_M = 5;
/** ...and its (smoothed) elevation within 2 m of the profile's straight line between kept points. */
export const SIMPLIFY_ELEVATION_TOLERANCE_M = 2;
/** Ranges longer than this get an extra kept point, which bounds the worst case of the algorithm. */
const MAX_RANGE_POINTS = 2000;

/** The line drawn on the map: [lng, lat] or [lng, lat, smoothed ele] per point. */
export interface DisplayLine {
  coordinates: number[][];
  /** Indices in `coordinates` where a segment after the first begins. */
  segmentStarts: number[];
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Indices that must stay: each segment's ends, the highest and lowest point, and range breaks. */
function forcedIndices(line: TrackLine): Set<number> {
  const keep = new Set<number>();
  const starts = [0, ...line.segmentStarts, line.points.length];
  for (let s = 0; s + 1 < starts.length; s++) {
    for (let i = starts[s]; i < starts[s + 1] - 1; i += MAX_RANGE_POINTS) keep.add(i);
    keep.add(starts[s + 1] - 1);
  }
  const ele = line.smoothedEle;
  if (ele && ele.length > 0) {
    let [hi, lo] = [0, 0];
    for (let i = 1; i < ele.length; i++) {
      if (ele[i] > ele[hi]) hi = i;
      if (ele[i] < ele[lo]) lo = i;
    }
    keep.add(hi).add(lo);
  }
  return keep;
}

/**
 * Douglas-Peucker in metres on a local flat projection, with elevation as a second criterion so
 * the profile keeps its shape too. Keeps every segment's start and end and the highest point.
 * The full-resolution track stays untouched for the GPX download.
 */
export function simplifyForDisplay(line: TrackLine): DisplayLine {
  const { points, distancesM: dist, smoothedEle: ele } = line;
  const k = (Math.PI / 180) * EARTH_RADIUS_M;
  const kx = k * Math.cos(((points[0]?.lat ?? 0) * Math.PI) / 180);
  const x = points.map((p) => (p.lng - points[0].lng) * kx);
  const y = points.map((p) => (p.lat - points[0].lat) * k);

  const tol2 = SIMPLIFY_TOLERANCE_M ** 2;
  const eleTol2 = SIMPLIFY_ELEVATION_TOLERANCE_M ** 2;
  /** How far point i strays from the straight line a-b, squared, in units of tolerance (> 1: keep it). */
  const deviation = (a: number, b: number, i: number) => {
    const [dx, dy] = [x[b] - x[a], y[b] - y[a]];
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x[i] - x[a]) * dx + (y[i] - y[a]) * dy) / len2));
    const [ex, ey] = [x[i] - x[a] - t * dx, y[i] - y[a] - t * dy];
    const across = (ex * ex + ey * ey) / tol2;
    if (!ele) return across;
    const span = dist[b] - dist[a];
    const expected = span === 0 ? ele[a] : ele[a] + ((ele[b] - ele[a]) * (dist[i] - dist[a])) / span;
    return Math.max(across, (ele[i] - expected) ** 2 / eleTol2);
  };

  const keep = forcedIndices(line);
  const anchors = [...keep].sort((a, b) => a - b);
  const gaps = new Set(line.segmentStarts);
  const stack: [number, number][] = [];
  for (let j = 0; j + 1 < anchors.length; j++) if (!gaps.has(anchors[j + 1])) stack.push([anchors[j], anchors[j + 1]]);
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    let [worst, worstAt] = [1, -1];
    for (let i = a + 1; i < b; i++) {
      const d = deviation(a, b, i);
      if (d > worst) [worst, worstAt] = [d, i];
    }
    if (worstAt < 0) continue;
    keep.add(worstAt);
    stack.push([a, worstAt], [worstAt, b]);
  }

  const kept = [...keep].sort((a, b) => a - b);
  const segmentStarts: number[] = [];
  const coordinates = kept.map((i, n) => {
    if (gaps.has(i)) segmentStarts.push(n);
    const p = points[i];
    const c = [round(p.lng, 6), round(p.lat, 6)];
    return ele ? [...c, round(ele[i], 1)] : c;
  });
  return { coordinates, segmentStarts };
}
