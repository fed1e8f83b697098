import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { GpxRefusal } from './gpx-refusal.js';
import type { TrackPoint } from './track-model.js';

/** What one pass over the XML finds: the points and the file's name, never a tree of the document. */
export interface GpxReading {
  version: string | null;
  name: string | null;
  /** Each track's segments of at least two usable points, in file order (tracks without one left out). */
  tracks: TrackPoint[][][];
  /** Each route with at least two usable points. */
  routes: TrackPoint[][];
  /** Every trkpt and rtept element in the file, usable or not. */
  pointsInFile: number;
}

interface Segment {
  points: TrackPoint[];
  /** Points whose <time> had text: a segment keeps its times only when every point has one. */
  timed: number;
}

/** An element whose text is being gathered (a point's first <ele> or <time>, a name). */
interface Capture {
  depth: number;
  text: string;
  done: (text: string) => void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * As @tmcw/togeojson (which this replaces) paired them, so the figures stay the same: a segment
 * has times only when each of its points has one, and a track of several segments only when
 * every segment has some. Route points never carry times.
 */
function trackSegments(segments: Segment[]): TrackPoint[][] {
  const allTimed = segments.length === 1 || segments.every((s) => s.timed > 0);
  for (const s of segments) if (!allTimed || s.timed !== s.points.length) for (const p of s.points) p.time = null;
  return segments.map((s) => s.points);
}

/**
 * Reads GPX text in one streaming pass (saxes): memory grows with the points kept, not with the
 * size of the XML. Elements are found by their plain names at any depth inside their parent, as
 * the DOM reading did; a point without a numeric lat and lon is left out, a segment or route with
 * fewer than two points too. Throws a `GpxRefusal` for XML that is not well-formed, or not GPX.
 */
export function readGpx(text: string): GpxReading {
  const out: GpxReading = { version: null, name: null, tracks: [], routes: [], pointsInFile: 0 };
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  let depth = 0;
  let capture: Capture | null = null;
  let track: { depth: number; segments: Segment[] } | null = null;
  let segment: { depth: number; route: boolean; seg: Segment } | null = null;
  let point: { depth: number; p: TrackPoint; seg: Segment; ele: boolean; time: boolean } | null = null;
  let metadata: { depth: number; named: boolean } | null = null;

  const capturing = (done: (text: string) => void) => {
    capture = { depth, text: '', done };
  };

  const onOpen = (tag: SaxesTagPlain) => {
    depth++;
    const name = tag.name;
    if (depth === 1) {
      if (localName(name) !== 'gpx') {
        throw new GpxRefusal('not_gpx', `This XML file is not GPX (its main element is <${localName(name)}>).`);
      }
      out.version = tag.attributes.version ?? null;
      return;
    }
    if (name === 'trkpt' || name === 'rtept') out.pointsInFile++;
    if (capture) return;
    if (point) {
      // The first <ele> and <time> inside the point, as a DOM's getElementsByTagName(...)[0] finds them.
      const p = point;
      if (name === 'ele' && !p.ele) {
        p.ele = true;
        capturing((t) => {
          const ele = Number.parseFloat(t);
          p.p.ele = Number.isNaN(ele) ? null : ele;
        });
      } else if (name === 'time' && !p.time) {
        p.time = true;
        capturing((t) => {
          if (!t) return;
          p.seg.timed++;
          const time = Date.parse(t);
          p.p.time = Number.isFinite(time) ? time : null;
        });
      }
      return;
    }
    if (segment && name === (segment.route ? 'rtept' : 'trkpt')) {
      const lng = Number.parseFloat(tag.attributes.lon ?? '');
      const lat = Number.parseFloat(tag.attributes.lat ?? '');
      if (!Number.isNaN(lat) && !Number.isNaN(lng)) {
        point = { depth, p: { lat, lng, ele: null, time: null }, seg: segment.seg, ele: false, time: false };
      }
    } else if (name === 'trk' && !track && !segment) track = { depth, segments: [] };
    else if (name === 'trkseg' && track && !segment) segment = { depth, route: false, seg: { points: [], timed: 0 } };
    else if (name === 'rte' && !track && !segment) segment = { depth, route: true, seg: { points: [], timed: 0 } };
    else if (depth === 2 && localName(name) === 'metadata') metadata = { depth, named: false };
    else if (out.name === null && (depth === 2 || metadata) && localName(name) === 'name' && !metadata?.named) {
      if (metadata) metadata.named = true; // only the first name inside <metadata> counts
      capturing((t) => {
        if (out.name === null && t.trim()) out.name = t.trim();
      });
    }
  };

  const onClose = () => {
    if (capture?.depth === depth) {
      capture.done(capture.text);
      capture = null;
    } else if (point?.depth === depth) {
      point.seg.points.push(point.p);
      point = null;
    } else if (segment?.depth === depth) {
      if (segment.seg.points.length >= 2) {
        if (segment.route) out.routes.push(segment.seg.points.map((p) => ({ ...p, time: null })));
        else track?.segments.push(segment.seg);
      }
      segment = null;
    } else if (track?.depth === depth) {
      if (track.segments.length > 0) out.tracks.push(trackSegments(track.segments));
      track = null;
    } else if (metadata?.depth === depth) metadata = null;
    depth--;
  };

  const onText = (t: string) => {
    if (capture) capture.text += t;
  };

  parser.on('opentag', onOpen);
  parser.on('closetag', onClose);
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(text).close();
  } catch (err) {
    if (err instanceof GpxRefusal) throw err;
    const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 160);
    throw new GpxRefusal('not_xml', `This is not a GPX file: it is not well-formed XML (${reason}).`);
  }
  return out;
}
