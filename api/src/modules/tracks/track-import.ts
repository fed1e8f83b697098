import type { TrackCleaning, TrackFeature, TrackSummary } from '@trailfinder/shared-types';
import type { ElevationLookup } from './elevation-client.js';
import { fillElevation } from './elevation-fill.js';
import { parseGpx } from './gpx-parse.js';
import { cleanTrack, ELEVATION_RANGE_M } from './track-clean.js';
import { buildTrackFeature } from './track-feature.js';
import { pointCount, toTrackLine, type Track } from './track-model.js';
import { simplifyForDisplay } from './track-simplify.js';
import { measureTrack } from './track-summary.js';

export interface ImportedTrack {
  /** Cleaned, full resolution, elevations filled when possible: store it, the GPX download writes it. */
  track: Track;
  /** The simplified line and the figures, as GET /api/routes/:id/track answers. */
  feature: TrackFeature;
  summary: TrackSummary;
  cleaning: TrackCleaning;
  /** The file has no usable elevation and the service could not fill it: retry later with `analyseTrack`. */
  elevationPending: boolean;
  notes: string[];
}

function cleaningNotes(c: TrackCleaning): string[] {
  const notes: string[] = [];
  if (c.duplicates) notes.push(`${c.duplicates} repeated point(s) removed.`);
  if (c.outOfRange) notes.push(`${c.outOfRange} point(s) with impossible coordinates removed.`);
  if (c.badElevations) {
    const { min, max } = ELEVATION_RANGE_M;
    notes.push(`${c.badElevations} impossible elevation(s) (below ${min} m or above ${max} m) ignored.`);
  }
  if (c.spikes) notes.push(`${c.spikes} point(s) of GPS glitches (jumps no rider could make) removed.`);
  if (c.splits)
    notes.push(`The line was cut at ${c.splits} jump(s) that did not come back; the jumps are not counted.`);
  if (c.stranded) notes.push(`${c.stranded} isolated point(s) removed.`);
  return notes;
}

export interface AnalysedTrack {
  track: Track;
  feature: TrackFeature;
  summary: TrackSummary;
  /** What the elevation step did, or why the elevation is unknown. */
  note: string | null;
}

/**
 * Elevation fill, summary and display line for a track that is already clean: the import's last
 * steps, and what to run again on a stored track whose elevation was pending.
 */
export async function analyseTrack(
  track: Track,
  elevation: ElevationLookup | null,
  pointsInFile: number,
): Promise<AnalysedTrack> {
  const filled = await fillElevation(track, elevation);
  const line = toTrackLine(filled.track);
  const display = simplifyForDisplay(line);
  const summary: TrackSummary = {
    ...measureTrack(line),
    elevationSource: filled.source,
    points: { inFile: pointsInFile, kept: pointCount(filled.track), display: display.coordinates.length },
  };
  return { track: filled.track, feature: buildTrackFeature(display, summary), summary, note: filled.note };
}

/**
 * A GPX upload from bytes to everything the track routes store and answer. Throws `GpxRefusal`
 * (a 400 with its message) for files that cannot be used; an unreachable elevation service is
 * not an error: the track is imported with `elevationPending` and figures that say so.
 */
export async function importGpx(bytes: Uint8Array, elevation: ElevationLookup | null): Promise<ImportedTrack> {
  const parsed = parseGpx(bytes);
  const { track, cleaning } = cleanTrack(parsed.track);
  const analysed = await analyseTrack(track, elevation, parsed.pointsInFile);
  return {
    track: analysed.track,
    feature: analysed.feature,
    summary: analysed.summary,
    cleaning,
    elevationPending: analysed.summary.elevationSource === 'none',
    notes: [...parsed.notes, ...cleaningNotes(cleaning), ...(analysed.note ? [analysed.note] : [])],
  };
}
