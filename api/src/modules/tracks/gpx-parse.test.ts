import { GPX_MAX_BYTES, GPX_MAX_POINTS } from '@trailfinder/shared-types';
import { describe, expect, it } from 'vitest';
import {
  bytes,
  externalEntity,
  garminRide,
  gpxOfSize,
  gpxText,
  kmlText,
  offset,
  pngBytes,
  straightLine,
  timed,
  xmlBomb,
} from '../../../test/support/gpx-fixtures.js';
import { parseGpx } from './gpx-parse.js';
import { GpxRefusal } from './gpx-refusal.js';

/** The refusal a file gets: its code and message, as a 400 would carry them. */
function refusal(input: Uint8Array): { code: string; message: string } {
  try {
    parseGpx(input);
  } catch (err) {
    if (err instanceof GpxRefusal) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('the file was accepted');
}

const line = straightLine(1000, 100, 50);

describe('parseGpx accepts', () => {
  it('GPX 1.1 and 1.0 tracks, with elevation, times and the file name', () => {
    for (const version of ['1.1', '1.0'] as const) {
      const parsed = parseGpx(bytes(gpxText({ version, name: 'Tokai Blue', tracks: [[timed(line, 100)]] })));
      expect(parsed.version).toBe(version);
      expect(parsed.name).toBe('Tokai Blue');
      expect(parsed.pointsInFile).toBe(11);
      const [segment] = parsed.track.segments;
      expect(segment).toHaveLength(11);
      expect(segment[0]).toEqual({
        lat: Number(line[0].lat.toFixed(7)),
        lng: Number(line[0].lng.toFixed(7)),
        ele: 100,
        time: Date.parse('2025-03-01T05:00:00Z'),
      });
      expect(segment[10].ele).toBe(150);
      expect(segment[10].time).toBe(Date.parse('2025-03-01T05:04:10Z'));
    }
  });

  it('several segments and several tracks, in file order, each segment kept apart', () => {
    const [a, b, c] = [line.slice(0, 4), line.slice(4, 8), line.slice(8)];
    const parsed = parseGpx(bytes(gpxText({ tracks: [[a, b], [c]] })));
    expect(parsed.track.segments.map((s) => s.length)).toEqual([4, 4, 3]);
    expect(parsed.track.segments[2][0].lat).toBeCloseTo(c[0].lat, 6);
  });

  it('a route-only file, without elevation or times', () => {
    const parsed = parseGpx(bytes(gpxText({ routes: [straightLine(1000, 250)] })));
    expect(parsed.track.segments).toHaveLength(1);
    expect(parsed.track.segments[0].every((p) => p.ele === null && p.time === null)).toBe(true);
  });

  it('the recorded track, not the planned route, when a file has both', () => {
    const parsed = parseGpx(bytes(gpxText({ tracks: [[line]], routes: [straightLine(5000, 500)] })));
    expect(parsed.track.segments).toHaveLength(1);
    expect(parsed.track.segments[0]).toHaveLength(11);
    expect(parsed.notes).toEqual(['1 planned route(s) in the file were ignored: the recorded track is used.']);
  });

  it('a segment whose times are incomplete, without pairing the wrong time to a point', () => {
    const points = timed(line, 100).map((p, i) => (i === 3 ? { ...p, time: undefined } : p));
    const [segment] = parseGpx(bytes(gpxText({ tracks: [[points]] }))).track.segments;
    expect(segment.every((p) => p.time === null)).toBe(true);
  });

  it('times for the segments that have them in a multi-segment track', () => {
    const parsed = parseGpx(bytes(gpxText({ tracks: [[timed(line.slice(0, 5), 100), timed(line.slice(5), 100)]] })));
    expect(parsed.track.segments.flat().every((p) => p.time !== null)).toBe(true);
  });

  it('a file of exactly 10 MB (an hour of riding, padded out)', () => {
    const file = gpxOfSize(GPX_MAX_BYTES, 3600);
    expect(file.byteLength).toBe(GPX_MAX_BYTES);
    const parsed = parseGpx(file);
    expect(parsed.pointsInFile).toBe(3600);
    expect(parsed.track.segments[0]).toHaveLength(3600);
  });

  it('a long ride: 3 MB, more than 8 hours recorded every second', () => {
    const parsed = parseGpx(gpxOfSize(3 * 1024 * 1024));
    expect(parsed.pointsInFile).toBeGreaterThan(30_000);
    expect(parsed.track.segments[0]).toHaveLength(parsed.pointsInFile);
    expect(parsed.track.segments[0].every((p) => p.ele !== null && p.time !== null)).toBe(true);
  });

  it('a 10 MB Garmin export: every point with its elevation and time, the extensions left aside', () => {
    const ride = garminRide(GPX_MAX_BYTES);
    const parsed = parseGpx(ride.bytes);
    expect(parsed.pointsInFile).toBe(ride.points);
    const [segment] = parsed.track.segments;
    expect(segment).toHaveLength(ride.points);
    expect(segment[0]).toEqual({ lat: -34.05, lng: 18.42, ele: 300, time: Date.parse('2025-03-01T05:00:00Z') });
    expect(segment.every((p) => p.ele !== null && p.time !== null)).toBe(true);
  });

  it('the first <ele> and <time> of a point, text in CDATA, a name in CDATA, and no times on route points', () => {
    const text = gpxText({ tracks: [[timed(line, 100)]] })
      .replace('<ele>100.0</ele>', '<ele>x</ele><ele>5</ele>')
      .replace('<ele>105.0</ele>', '<ele><![CDATA[ 106.5 ]]></ele>')
      .replace(
        '<gpx version="1.1" creator="TrailFinder tests" xmlns="http://www.topografix.com/GPX/1/1">',
        '$&<metadata><name><![CDATA[Tokai & Co]]></name><author><name>Me</name></author></metadata>',
      );
    const parsed = parseGpx(bytes(text));
    expect(parsed.name).toBe('Tokai & Co');
    expect(parsed.track.segments[0].slice(0, 2).map((p) => p.ele)).toEqual([null, 106.5]);
    const routeOnly = parseGpx(bytes(gpxText({ routes: [timed(line, 100)] })));
    expect(routeOnly.track.segments[0].every((p) => p.time === null)).toBe(true);
  });

  it('a point without a numeric position is left out, and its time does not shift onto the next', () => {
    const text = gpxText({ tracks: [[timed(line, 100)]] }).replace('lat="-34.0500000"', 'lat="north"');
    const [segment] = parseGpx(bytes(text)).track.segments;
    expect(segment).toHaveLength(10);
    expect(segment[0].time).toBe(Date.parse('2025-03-01T05:00:25Z'));
  });

  it('UTF-16 with a byte order mark, and Latin-1 declared in the XML declaration', () => {
    const text = gpxText({ name: 'Helderberg Café', tracks: [[line]] });
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
    expect(parseGpx(utf16).name).toBe('Helderberg Café');

    const latin1Text = text.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const latin1 = Uint8Array.from(latin1Text, (ch) => ch.charCodeAt(0));
    expect(parseGpx(latin1).name).toBe('Helderberg Café');
  });
});

describe('parseGpx refuses, with a reason', () => {
  it('a file over 10 MB, before reading it', () => {
    expect(refusal(new Uint8Array(GPX_MAX_BYTES + 1))).toEqual({
      code: 'too_large',
      message: 'The file is 10.0 MB; a GPX file can be at most 10 MB.',
    });
  });

  it('what is not XML: an image, plain text, broken XML', () => {
    expect(refusal(pngBytes()).code).toBe('not_xml');
    expect(refusal(bytes('lat,lng\n-34.05,18.42\n'))).toEqual({
      code: 'not_xml',
      message: 'This is not a GPX file: it is not XML. Export the track as GPX and try again.',
    });
    for (const text of [
      '<gpx version="1.1"><trk><trkseg><trkpt lat="1" lon="2"></trk></gpx>',
      '<gpx version="1.1"></gpx> and more',
      '<?xml version="1.0"?>',
      '<gpx version="1.1"><trk><name>&secret;</name></trk></gpx>',
      '<gpx version="1.1"><trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1" lon="2.001"/></trkseg></trk>',
    ]) {
      const broken = refusal(bytes(text));
      expect(broken.code).toBe('not_xml');
      expect(broken.message).toMatch(/^This is not a GPX file: it is not well-formed XML \(.+\)\.$/);
    }
  });

  it('XML that is not GPX', () => {
    expect(refusal(bytes(kmlText()))).toEqual({
      code: 'not_gpx',
      message: 'This XML file is not GPX (its main element is <kml>).',
    });
  });

  it('GPX without a line: only waypoints, or single-point segments', () => {
    expect(refusal(bytes(gpxText({ waypoints: [offset(0, 0), offset(100, 100)] }))).code).toBe('no_points');
    expect(refusal(bytes(gpxText({ tracks: [[[offset(0, 0)], [offset(0, 10)]]] }))).code).toBe('no_points');
    expect(refusal(bytes(gpxText({}))).message).toBe(
      'The GPX file has no track or route with at least two points; waypoints alone cannot make a trail line.',
    );
  });

  it('an XML bomb, an external entity and any DOCTYPE, before parsing', () => {
    for (const text of [
      xmlBomb(),
      externalEntity(),
      gpxText({ tracks: [[line]] }).replace('<gpx', '<!DOCTYPE gpx>\n<gpx'),
      gpxText({ tracks: [[line]] }).replace('<gpx', '<!doctype gpx>\n<gpx'),
    ]) {
      const r = refusal(bytes(text));
      expect(r.code).toBe('xml_declarations');
      expect(r.message).toMatch(/^The file contains a DOCTYPE or ENTITY declaration\./);
    }
  });

  it('more points than the cap', () => {
    const points = Array.from({ length: GPX_MAX_POINTS + 1 }, (_, i) => `<trkpt lat="-34" lon="${18 + i * 1e-5}"/>`);
    const text = `<gpx version="1.1"><trk><trkseg>${points.join('')}</trkseg></trk></gpx>`;
    expect(refusal(bytes(text))).toEqual({
      code: 'too_many_points',
      message: 'The file has 200 001 points; at most 200 000 are accepted. Simplify or split the track and try again.',
    });
  });
});
