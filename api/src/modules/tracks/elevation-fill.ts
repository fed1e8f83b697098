import { haversineM } from '@trailfinder/shared-types/rules';
import type { ElevationSource } from '@trailfinder/shared-types';
import { ElevationServiceError, type ElevationLookup } from './elevation-client.js';
import type { Track, TrackPoint } from './track-model.js';

/** With at least this share of points carrying a recorded elevation, the rest are interpolated. */
export const RECORDED_SHARE_TO_INTERPOLATE = 0.95;
/** The terrain model has a 90 m grid: sampling the track more densely adds nothing. */
export const ELEVATION_SAMPLE_SPACING_M = 100;
/** At most 10 calls of 100 positions per import; a longer track is sampled more sparsely. */
export const MAX_ELEVATION_SAMPLES = 1000;

export interface ElevationFill {
  track: Track;
  source: ElevationSource;
  /** A sentence for the administrator: what was done to the elevation, or why it is unknown. */
  note: string | null;
}

/** Distance along all the points, gaps between segments included, so it always increases. */
function alongM(points: TrackPoint[]): number[] {
  const out = [0];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    out.push(out[i - 1] + haversineM(a.lat, a.lng, b.lat, b.lng));
  }
  return out;
}

/**
 * Linear interpolation along the track between the known values; before the first known value
 * and after the last, the nearest one. The caller makes sure at least one value is known.
 */
function interpolateAlong(along: number[], values: (number | null)[]): number[] {
  const at: number[] = [];
  const known: number[] = [];
  values.forEach((v, i) => {
    if (v === null) return;
    at.push(i);
    known.push(v);
  });
  let k = 0;
  return values.map((v, i) => {
    if (v !== null) return v;
    while (k + 1 < at.length && at[k + 1] < i) k++;
    if (i < at[k] || k + 1 === at.length) return known[k];
    const span = along[at[k + 1]] - along[at[k]];
    const t = span === 0 ? 0 : (along[i] - along[at[k]]) / span;
    return known[k] + t * (known[k + 1] - known[k]);
  });
}

function withElevations(track: Track, elevations: number[]): Track {
  let i = 0;
  return { segments: track.segments.map((s) => s.map((p) => ({ ...p, ele: elevations[i++] }))) };
}

/** Indices of the points the terrain model is asked about: every ~100 m, the first and the last. */
function sampleIndices(along: number[]): number[] {
  const total = along[along.length - 1];
  const spacing = Math.max(ELEVATION_SAMPLE_SPACING_M, total / (MAX_ELEVATION_SAMPLES - 2));
  const picked = [0];
  let next = spacing;
  for (let i = 1; i < along.length - 1; i++) {
    if (along[i] < next) continue;
    picked.push(i);
    while (next <= along[i]) next += spacing;
  }
  if (along.length > 1) picked.push(along.length - 1);
  return picked;
}

/**
 * Makes sure every point has an elevation when it can: a track recorded with elevation keeps it
 * (a few gaps interpolated); otherwise the whole track takes the terrain model's, never a mix of
 * the two, whose offsets would show up as false climbs. When the service cannot be reached the
 * track is returned as it is, with source 'none' and the reason: the import still succeeds.
 */
export async function fillElevation(track: Track, lookup: ElevationLookup | null): Promise<ElevationFill> {
  const points = track.segments.flat();
  const recorded = points.filter((p) => p.ele !== null).length;
  if (recorded === points.length) return { track, source: 'recorded', note: null };
  const along = alongM(points);
  if (recorded >= RECORDED_SHARE_TO_INTERPOLATE * points.length) {
    const filled = interpolateAlong(
      along,
      points.map((p) => p.ele),
    );
    const note = `${points.length - recorded} point(s) without elevation took it from their neighbours.`;
    return { track: withElevations(track, filled), source: 'recorded', note };
  }
  const share =
    recorded === 0
      ? 'The file has no elevation'
      : `Only ${Math.floor((100 * recorded) / points.length)} % of the points have an elevation`;
  if (!lookup) return { track, source: 'none', note: `${share}, and no elevation service is configured.` };
  const samples = sampleIndices(along);
  try {
    const terrain = await lookup(samples.map((i) => ({ lat: points[i].lat, lng: points[i].lng })));
    if (terrain.length !== samples.length || !terrain.every(Number.isFinite)) {
      throw new ElevationServiceError('The elevation service did not give an elevation for every position.');
    }
    const values: (number | null)[] = new Array(points.length).fill(null);
    samples.forEach((i, n) => (values[i] = terrain[n]));
    return {
      track: withElevations(track, interpolateAlong(along, values)),
      source: 'filled',
      note: `${share}: elevations come from a terrain model (Open-Meteo, 90 m grid).`,
    };
  } catch (err) {
    if (!(err instanceof ElevationServiceError)) throw err;
    return { track, source: 'none', note: `${share}, and it could not be filled in: ${err.message}` };
  }
}
