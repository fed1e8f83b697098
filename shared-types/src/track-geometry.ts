/**
 * Track geometry without zod or DOM APIs: the API computes a track's summary with it and the web
 * app draws the elevation profile and works out "you are here" with it, offline, so both agree.
 * Positions are in GeoJSON order, `[lng, lat]` or `[lng, lat, ele]` (metres).
 */
import { haversineM } from './haversine.js';

export { EARTH_RADIUS_M, haversineM } from './haversine.js';

export type TrackPosition = readonly number[];

/**
 * Elevation is averaged over this distance along the track (30 m each side) before climbing is
 * counted: GPS altitude jitters by metres from one fix to the next, and summing that jitter is
 * what makes a flat ride "climb" hundreds of metres.
 */
export const ELEVATION_SMOOTHING_WINDOW_M = 60;

/** A rise or fall counts only once it reaches this many metres from the last turning point. */
export const CLIMB_THRESHOLD_M = 5;

/**
 * Distance from the start to each position, in metres. `segmentStarts` lists the indices where a
 * new recorded segment begins: the gap before it was not recorded, so it adds no distance.
 */
export function cumulativeDistancesM(
  coords: readonly TrackPosition[],
  segmentStarts: readonly number[] = [],
): number[] {
  const gaps = new Set(segmentStarts);
  const out = new Array<number>(coords.length);
  let total = 0;
  for (let i = 0; i < coords.length; i++) {
    if (i > 0 && !gaps.has(i)) {
      const a = coords[i - 1];
      const b = coords[i];
      total += haversineM(a[1], a[0], b[1], b[0]);
    }
    out[i] = total;
  }
  return out;
}

/**
 * Each elevation replaced by the mean of the elevations within `windowM / 2` metres before and
 * after it along the track (a sliding window, linear time). Sparse points (a planned route with a
 * point every few hundred metres) are left nearly as they are, which suits their smooth source.
 */
export function smoothElevations(
  distancesM: readonly number[],
  elevations: readonly number[],
  windowM: number = ELEVATION_SMOOTHING_WINDOW_M,
): number[] {
  const half = windowM / 2;
  const out = new Array<number>(elevations.length);
  let lo = 0;
  let hi = 0; // window is [lo, hi)
  let sum = 0;
  for (let i = 0; i < elevations.length; i++) {
    while (hi < elevations.length && distancesM[hi] <= distancesM[i] + half) sum += elevations[hi++];
    while (distancesM[lo] < distancesM[i] - half) sum -= elevations[lo++];
    out[i] = sum / (hi - lo);
  }
  return out;
}

/**
 * Total ascent and descent with hysteresis: a climb is counted from a low turning point to the
 * next high one, and a reversal smaller than `thresholdM` is not a turning point. Small wiggles
 * on a flat line therefore add nothing, while every real climb counts in full.
 */
export function climbTotals(
  elevations: readonly number[],
  thresholdM: number = CLIMB_THRESHOLD_M,
): { ascentM: number; descentM: number } {
  let ascentM = 0;
  let descentM = 0;
  if (elevations.length === 0) return { ascentM, descentM };
  let direction = 0; // 1 climbing, -1 descending, 0 not yet known
  let low = elevations[0];
  let high = elevations[0];
  let turn = elevations[0]; // level of the last confirmed turning point
  let extreme = elevations[0]; // highest (climbing) or lowest (descending) level since then
  for (const v of elevations) {
    if (direction === 0) {
      low = Math.min(low, v);
      high = Math.max(high, v);
      if (v - low >= thresholdM) [direction, turn, extreme] = [1, low, v];
      else if (high - v >= thresholdM) [direction, turn, extreme] = [-1, high, v];
    } else if (direction === 1) {
      if (v > extreme) extreme = v;
      else if (extreme - v >= thresholdM) {
        ascentM += extreme - turn;
        [direction, turn, extreme] = [-1, extreme, v];
      }
    } else if (v < extreme) extreme = v;
    else if (v - extreme >= thresholdM) {
      descentM += turn - extreme;
      [direction, turn, extreme] = [1, extreme, v];
    }
  }
  if (direction === 1) ascentM += extreme - turn;
  if (direction === -1) descentM += turn - extreme;
  return { ascentM, descentM };
}

/** True when every position carries a finite elevation (and there is at least one). */
export function hasElevation(coords: readonly TrackPosition[]): boolean {
  return coords.length > 0 && coords.every((c) => c.length > 2 && Number.isFinite(c[2]));
}

export interface ProfilePoint {
  /** Index of the position in the line (to mark the spot on the map). */
  index: number;
  distanceM: number;
  elevationM: number;
}

/**
 * The series an elevation profile is drawn from: distance along the track against elevation, one
 * entry per position. Empty when the line has no elevation (the page says it is unknown).
 */
export function elevationProfile(
  coords: readonly TrackPosition[],
  segmentStarts: readonly number[] = [],
): ProfilePoint[] {
  if (!hasElevation(coords)) return [];
  const distances = cumulativeDistancesM(coords, segmentStarts);
  return coords.map((c, index) => ({ index, distanceM: distances[index], elevationM: c[2] }));
}
