import { gpx } from '@tmcw/togeojson';
import { DOMParser, Element, type Document } from '@xmldom/xmldom';
import { GPX_MAX_POINTS } from '@trailfinder/shared-types';
import type { Feature, Position } from 'geojson';
import { GpxRefusal } from './gpx-refusal.js';
import { readGpxText } from './gpx-text.js';
import type { Track, TrackPoint } from './track-model.js';

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

function parseXml(text: string): Document {
  try {
    return new DOMParser({
      locator: true,
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'application/xml');
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 160);
    throw new GpxRefusal('not_xml', `This is not a GPX file: it is not well-formed XML (${reason}).`);
  }
}

function topName(doc: Document): string | null {
  const root = doc.documentElement;
  for (const child of Array.from(root?.childNodes ?? [])) {
    if (!(child instanceof Element)) continue;
    const el = child;
    const local = el.localName ?? el.nodeName;
    const nameEl = local === 'metadata' ? el.getElementsByTagName('name')[0] : local === 'name' ? el : undefined;
    const name = nameEl?.textContent?.trim();
    if (name) return name;
  }
  return null;
}

/** The library's reading of the document; whatever it trips over is the file's fault, not a server error. */
function toGeoJson(doc: Document): Feature[] {
  try {
    return gpx(doc).features;
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 160);
    throw new GpxRefusal('not_gpx', `The GPX file could not be read (${reason}).`);
  }
}

/** togeojson leaves out a time it cannot pair with every point; such a segment gets no times. */
function segmentPoints(coords: Position[], times: unknown): TrackPoint[] {
  const aligned = Array.isArray(times) && times.length === coords.length ? (times as unknown[]) : null;
  return coords.map((c, i) => {
    const t = aligned ? Date.parse(String(aligned[i])) : NaN;
    return { lng: c[0], lat: c[1], ele: c.length > 2 ? c[2] : null, time: Number.isFinite(t) ? t : null };
  });
}

function featureSegments(feature: Feature): TrackPoint[][] {
  const times = (feature.properties?.coordinateProperties as { times?: unknown } | undefined)?.times;
  const geometry = feature.geometry;
  if (geometry.type === 'LineString') return [segmentPoints(geometry.coordinates, times)];
  if (geometry.type !== 'MultiLineString') return [];
  // Times of a multi-segment track are per segment, and only segments that had times are listed.
  const perSegment = Array.isArray(times) && times.length === geometry.coordinates.length ? times : [];
  return geometry.coordinates.map((line, i) => segmentPoints(line, perSegment[i]));
}

/**
 * Reads a GPX 1.0 or 1.1 upload into segments of points, refusing with a `GpxRefusal` what is not
 * a usable GPX file. Tracks win over routes: a file holding both usually has the planned route
 * and the ride recorded along it, and counting both would double the distance.
 */
export function parseGpx(bytes: Uint8Array): ParsedGpx {
  const text = readGpxText(bytes);
  // Counted on the text, so an oversized file is refused before a DOM is built for it.
  const tags = text.match(/<(?:[\w.-]+:)?(?:trkpt|rtept)\b/g)?.length ?? 0;
  if (tags > GPX_MAX_POINTS) {
    throw new GpxRefusal(
      'too_many_points',
      `The file has ${grouped(tags)} points; at most ${grouped(GPX_MAX_POINTS)} are accepted. ` +
        'Simplify or split the track and try again.',
    );
  }
  const doc = parseXml(text);
  const root = doc.documentElement;
  const rootName = root?.localName ?? root?.nodeName;
  if (!root || rootName !== 'gpx') {
    throw new GpxRefusal('not_gpx', `This XML file is not GPX (its main element is <${rootName ?? 'none'}>).`);
  }
  const pointsInFile = doc.getElementsByTagName('trkpt').length + doc.getElementsByTagName('rtept').length;

  const lines = toGeoJson(doc).filter((f) => f.geometry?.type !== 'Point');
  const tracks = lines.filter((f) => f.properties?._gpxType === 'trk');
  const routes = lines.filter((f) => f.properties?._gpxType === 'rte');
  const used = tracks.length > 0 ? tracks : routes;
  const segments = used.flatMap(featureSegments).filter((s) => s.length >= 2);
  if (segments.length === 0) {
    throw new GpxRefusal(
      'no_points',
      'The GPX file has no track or route with at least two points; waypoints alone cannot make a trail line.',
    );
  }
  const notes: string[] = [];
  if (tracks.length > 0 && routes.length > 0) {
    notes.push(`${routes.length} planned route(s) in the file were ignored: the recorded track is used.`);
  }
  return { version: root.getAttribute('version'), name: topName(doc), track: { segments }, pointsInFile, notes };
}
