import { haversineM } from '@trailfinder/shared-types/rules';
import type { TrackCleaning } from '@trailfinder/shared-types';
import { GpxRefusal } from './gpx-refusal.js';
import type { Track, TrackPoint } from './track-model.js';

/** Elevations outside this range (metres) are device placeholders or glitches, not terrain. */
export const ELEVATION_RANGE_M = { min: -500, max: 9000 } as const;
/** Faster than this between two timed points (km/h) is a GPS glitch, even for a shuttle by car. */
export const MAX_SPEED_KMH = 200;
/** Jumps shorter than this never count as impossible: that is ordinary GPS jitter. */
export const MIN_JUMP_M = 100;
/** Without times, consecutive points this far apart (metres) are a teleport, not a ride. */
export const TELEPORT_M = 10_000;
/** A glitch is at most this many points long before the track comes back; longer is a real jump. */
export const MAX_GLITCH_POINTS = 5;

const validPosition = (p: TrackPoint) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
const validEle = (ele: number | null) =>
  ele !== null && Number.isFinite(ele) && ele >= ELEVATION_RANGE_M.min && ele <= ELEVATION_RANGE_M.max;

/** Whether going from `a` to `b` is physically impossible for someone on a trail. */
function impossible(a: TrackPoint, b: TrackPoint): boolean {
  const d = haversineM(a.lat, a.lng, b.lat, b.lng);
  if (d < MIN_JUMP_M) return false;
  if (a.time !== null && b.time !== null && b.time >= a.time) {
    const seconds = (b.time - a.time) / 1000;
    return seconds === 0 || (d / seconds) * 3.6 > MAX_SPEED_KMH;
  }
  return d > TELEPORT_M;
}

function emptyReport(): TrackCleaning {
  return { duplicates: 0, outOfRange: 0, badElevations: 0, spikes: 0, splits: 0, stranded: 0 };
}

/**
 * One segment's points, checked in order against the last point kept: repeats are dropped, a
 * short excursion that comes back (a glitch) is dropped, and a jump that does not come back
 * starts a new segment, so no straight line is drawn or counted across it. A piece cut off by
 * such a jump that is only a few points long is a cluster of bad fixes and is dropped too.
 */
function cleanSegment(raw: TrackPoint[], report: TrackCleaning): TrackPoint[][] {
  const points: TrackPoint[] = [];
  for (const p of raw) {
    if (!validPosition(p)) {
      report.outOfRange++;
      continue;
    }
    const ele = validEle(p.ele) ? p.ele : null;
    if (p.ele !== null && ele === null) report.badElevations++;
    points.push({ ...p, ele, time: p.time !== null && Number.isFinite(p.time) ? p.time : null });
  }
  const pieces: TrackPoint[][] = [];
  let current: TrackPoint[] = [];
  for (let i = 0; i < points.length;) {
    const anchor = current[current.length - 1];
    const p = points[i];
    if (!anchor || !impossible(anchor, p)) {
      if (anchor && anchor.lat === p.lat && anchor.lng === p.lng) report.duplicates++;
      else current.push(p);
      i++;
      continue;
    }
    let back = i + 1;
    while (back < points.length && back <= i + MAX_GLITCH_POINTS && impossible(anchor, points[back])) back++;
    if (back < points.length && back <= i + MAX_GLITCH_POINTS) {
      report.spikes += back - i;
      i = back;
      continue;
    }
    report.splits++;
    pieces.push(current);
    current = [p];
    i++;
  }
  pieces.push(current);
  if (pieces.length === 1) return pieces;
  // Cut off by a jump and only a handful of points long: a cluster of bad fixes (a cold start).
  const kept = pieces.filter((piece) => piece.length > MAX_GLITCH_POINTS);
  for (const piece of pieces) if (piece.length <= MAX_GLITCH_POINTS) report.stranded += piece.length;
  return kept;
}

/**
 * Drops duplicate and impossible points and clears impossible elevations (the position is still
 * good; the elevation fill takes care of the gap). Segments left with fewer than two points are
 * dropped. Refuses the file when nothing usable is left.
 */
export function cleanTrack(track: Track): { track: Track; cleaning: TrackCleaning } {
  const cleaning = emptyReport();
  const segments: TrackPoint[][] = [];
  for (const segment of track.segments) {
    for (const piece of cleanSegment(segment, cleaning)) {
      if (piece.length >= 2) segments.push(piece);
      else cleaning.stranded += piece.length;
    }
  }
  if (segments.length === 0) {
    throw new GpxRefusal(
      'no_points',
      'After removing repeated and impossible points (outside the map, or jumps no rider could make), ' +
        'no track with at least two points is left.',
    );
  }
  // Times serve the glitch check above and the download. Kept only when every point has one: a
  // download whose segments mix timed and untimed points would not read back the same.
  const allTimed = segments.every((s) => s.every((p) => p.time !== null));
  const kept = allTimed ? segments : segments.map((s) => s.map((p) => ({ ...p, time: null })));
  return { track: { segments: kept }, cleaning };
}
