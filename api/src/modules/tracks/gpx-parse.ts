import { GPX_MAX_POINTS } from '@trailfinder/shared-types';
import { readGpx } from './gpx-read.js';
import { GpxRefusal } from './gpx-refusal.js';
import { readGpxText } from './gpx-text.js';
import type { Track } from './track-model.js';

export interface ParsedGpx {
  /** The version attribute of the file ('1.0', '1.1'), or null when it has none. */
  version: string | null;
  /** The file's own name (metadata name in 1.1, the top-level name in 1.0), if any. */
  name: string | null;
  /** Every segment of every track, in file order; or, for a file without tracks, its routes. */
  track: Track;
  /** Track or route points in the file (before cleaning). */
  pointsInFile: number;
  /** Sentences for the administrator about what was left out. */
  notes: string[];
}

/** 200000 -> "200 000" (a plain space, whatever the server's locale). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Point tags in the text, counted without collecting them, so a file of too many is refused before it is read. */
function pointTags(text: string): number {
  const tag = /<(?:[\w.-]+:)?(?:trkpt|rtept)\b/g;
  let n = 0;
  while (tag.exec(text)) n++;
  return n;
}

/**
 * Reads a GPX 1.0 or 1.1 upload into segments of points, refusing with a `GpxRefusal` what is not
 * a usable GPX file. Tracks win over routes: a file holding both usually has the planned route
 * and the ride recorded along it, and counting both would double the distance.
 */
export function parseGpx(bytes: Uint8Array): ParsedGpx {
  const text = readGpxText(bytes);
  const tags = pointTags(text);
  if (tags > GPX_MAX_POINTS) {
    throw new GpxRefusal(
      'too_many_points',
      `The file has ${grouped(tags)} points; at most ${grouped(GPX_MAX_POINTS)} are accepted. ` +
        'Simplify or split the track and try again.',
    );
  }
  const read = readGpx(text);
  const segments = read.tracks.length > 0 ? read.tracks.flat() : read.routes;
  if (segments.length === 0) {
    throw new GpxRefusal(
      'no_points',
      'The GPX file has no track or route with at least two points; waypoints alone cannot make a trail line.',
    );
  }
  const notes: string[] = [];
  if (read.tracks.length > 0 && read.routes.length > 0) {
    notes.push(`${read.routes.length} planned route(s) in the file were ignored: the recorded track is used.`);
  }
  return { version: read.version, name: read.name, track: { segments }, pointsInFile: read.pointsInFile, notes };
}
