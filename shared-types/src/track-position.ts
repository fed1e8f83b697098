/**
 * "You are here" on a track, offline: the rider's GPS fix is projected onto the nearest part of
 * the line, which gives the distance done and to go, the climbing left and how far off the
 * line they are. Works on the display line the API sends (elevations already smoothed).
 */
import {
  climbTotals,
  cumulativeDistancesM,
  EARTH_RADIUS_M,
  hasElevation,
  haversineM,
  type TrackPosition,
} from './track-geometry.js';

export interface TrackProgress {
  /**
   * Where the rider is placed on the line: the nearest point, or where the line passes the same
   * place more than once, the point on the pass that fits the rider's progress.
   */
  point: { lng: number; lat: number; ele: number | null };
  /** That point lies between positions `index` and `index + 1`, `fraction` of the way. */
  index: number;
  fraction: number;
  /** How far the rider is from the nearest part of the line ("you are 400 m off the track"). */
  offTrackM: number;
  doneM: number;
  toGoM: number;
  /** Climbing still ahead (hysteresis as in the summary); null when the line has no elevation. */
  climbLeftM: number | null;
}

export interface LocateOptions {
  /** Indices where a new recorded segment begins; the gaps before them are not part of the line. */
  segmentStarts?: readonly number[];
  /**
   * The distance done at the previous fix. Where the line passes the same place twice (a loop's
   * start and finish, an out-and-back), the pass nearest this progress is chosen; without it,
   * the earliest pass.
   */
  previousDoneM?: number;
}

/** Parts of the line within this distance of the nearest one count as "the same place". */
const SAME_PLACE_M = 25;
const RAD = Math.PI / 180;

interface Candidate {
  index: number;
  fraction: number;
  distanceM: number;
}

/** Returns null for an empty line. */
export function locateOnTrack(
  coords: readonly TrackPosition[],
  position: { lat: number; lng: number },
  options: LocateOptions = {},
): TrackProgress | null {
  if (coords.length === 0) return null;
  const gaps = new Set(options.segmentStarts ?? []);
  // A flat projection centred on the rider: metres are exact enough over a trail's extent.
  const ky = RAD * EARTH_RADIUS_M;
  const kx = Math.cos(position.lat * RAD) * ky;
  const x = (c: TrackPosition) => (c[0] - position.lng) * kx;
  const y = (c: TrackPosition) => (c[1] - position.lat) * ky;

  const candidates: Candidate[] = [];
  for (let i = 0; i + 1 < coords.length; i++) {
    if (gaps.has(i + 1)) continue;
    const [ax, ay, bx, by] = [x(coords[i]), y(coords[i]), x(coords[i + 1]), y(coords[i + 1])];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, (-ax * (bx - ax) - ay * (by - ay)) / len2));
    candidates.push({ index: i, fraction: t, distanceM: Math.hypot(ax + t * (bx - ax), ay + t * (by - ay)) });
  }
  // A single point, or only single-point segments, has no parts: use the first point.
  if (candidates.length === 0)
    candidates.push({ index: 0, fraction: 0, distanceM: Math.hypot(x(coords[0]), y(coords[0])) });

  const distances = cumulativeDistancesM(coords, options.segmentStarts);
  const doneAt = (c: Candidate) =>
    c.index + 1 < coords.length && !gaps.has(c.index + 1)
      ? distances[c.index] + c.fraction * (distances[c.index + 1] - distances[c.index])
      : distances[c.index];
  const nearest = candidates.reduce((a, c) => (c.distanceM < a.distanceM ? c : a));
  const best = pickCandidate(candidates, nearest, doneAt, options.previousDoneM);

  const withEle = hasElevation(coords);
  /** The point `fraction` of the way along part `index`, with elevation when the line has it. */
  const pointOf = (c: Candidate) => {
    const a = coords[c.index];
    const b = c.index + 1 < coords.length ? coords[c.index + 1] : a;
    const along = (k: number) => a[k] + c.fraction * (b[k] - a[k]);
    return { lng: along(0), lat: along(1), ele: withEle ? along(2) : null };
  };
  const point = pointOf(best);
  const closest = pointOf(nearest);
  const doneM = doneAt(best);
  const total = distances[distances.length - 1];
  return {
    point,
    index: best.index,
    fraction: best.fraction,
    offTrackM: haversineM(position.lat, position.lng, closest.lat, closest.lng),
    doneM,
    toGoM: Math.max(0, total - doneM),
    climbLeftM:
      point.ele === null ? null : climbTotals([point.ele, ...coords.slice(best.index + 1).map((c) => c[2])]).ascentM,
  };
}

/**
 * The nearest part of the line, unless the line passes the rider's place more than once: each
 * pass is a run of consecutive parts within SAME_PLACE_M of the nearest distance, and the pass
 * whose distance done is closest to the target wins.
 */
function pickCandidate(
  candidates: Candidate[],
  nearest: Candidate,
  doneAt: (c: Candidate) => number,
  previousDoneM: number | undefined,
): Candidate {
  const passes: Candidate[] = [];
  let previous: Candidate | undefined;
  for (const c of candidates) {
    if (c.distanceM > nearest.distanceM + SAME_PLACE_M) continue;
    const last = passes.length - 1;
    if (previous && c.index === previous.index + 1 && last >= 0) {
      if (c.distanceM < passes[last].distanceM) passes[last] = c;
    } else passes.push(c);
    previous = c;
  }
  // Without a previous fix the rider is taken to be on the earliest pass (at a loop's trailhead,
  // starting rather than finishing).
  const target = previousDoneM ?? 0;
  let chosen = passes[0];
  for (const c of passes) {
    if (Math.abs(doneAt(c) - target) < Math.abs(doneAt(chosen) - target)) chosen = c;
  }
  return chosen;
}
