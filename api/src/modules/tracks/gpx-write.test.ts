import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { bytes, climbingLoop, gpxText, straightLine, timed } from '../../../test/support/gpx-fixtures.js';
import { asciiSlug, gpxContentDisposition } from './gpx-download-name.js';
import { parseGpx } from './gpx-parse.js';
import { writeGpx, xmlEscape } from './gpx-write.js';
import { cleanTrack } from './track-clean.js';
import type { Track } from './track-model.js';

/** A track as an import leaves it: parsed from a file and cleaned. */
const imported = (text: string): Track => cleanTrack(parseGpx(bytes(text)).track).track;

describe('writeGpx', () => {
  const track = imported(
    gpxText({
      tracks: [[timed(climbingLoop(3000, 5, 120), 5), straightLine(800, 20)]],
      routes: [straightLine(100, 50)],
    }),
  );

  it('writes a GPX 1.1 document with the namespace, version, creator and the trail name', () => {
    const doc = new DOMParser().parseFromString(writeGpx(track, 'Tokai Blue Loop'), 'application/xml');
    const gpx = doc.documentElement!;
    expect(gpx.localName).toBe('gpx');
    expect(gpx.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    expect(gpx.getAttribute('version')).toBe('1.1');
    expect(gpx.getAttribute('creator')).toBe('TrailFinder ZA');
    const metadata = gpx.getElementsByTagName('metadata')[0];
    expect(metadata.getElementsByTagName('name')[0].textContent).toBe('Tokai Blue Loop');
    expect(metadata.getElementsByTagName('bounds')).toHaveLength(1);
    expect(gpx.getElementsByTagName('trk')).toHaveLength(1);
    expect(gpx.getElementsByTagName('trkseg')).toHaveLength(2);
  });

  it('reads back as the very same line: every point, elevation and time', () => {
    const again = parseGpx(bytes(writeGpx(track, 'Tokai Blue Loop')));
    expect(again.track).toEqual(track);
    expect(again.version).toBe('1.1');
    expect(again.name).toBe('Tokai Blue Loop');
  });

  it('writes no elevation or time where there is none', () => {
    const text = writeGpx(imported(gpxText({ routes: [straightLine(1000, 100)] })), 'x');
    expect(text).not.toContain('<ele>');
    expect(text).not.toContain('<time>');
    expect(text).toMatch(/<trkpt lat="-34\.05" lon="18\.42"><\/trkpt>/);
  });

  it('escapes the trail name, and the result is still one well-formed document', () => {
    const name = `Bob's <"Jam"> & Jelly \u0007 Trail`;
    const text = writeGpx(track, name);
    expect(text).toContain('<name>Bob&apos;s &lt;&quot;Jam&quot;&gt; &amp; Jelly  Trail</name>');
    expect(parseGpx(bytes(text)).name).toBe(`Bob's <"Jam"> & Jelly  Trail`);
  });

  it('drops characters XML cannot hold but keeps every other letter', () => {
    expect(xmlEscape('Ōrapa \uD83D\uDEB5 \uD800 \uFFFF end')).toBe('Ōrapa \uD83D\uDEB5   end');
  });
});

describe('gpxContentDisposition', () => {
  it('offers an ASCII file name and the trail name itself in UTF-8', () => {
    expect(gpxContentDisposition('Tokai Forest: Blue Loop')).toBe(
      `attachment; filename="tokai-forest-blue-loop.gpx"; filename*=UTF-8''Tokai%20Forest%20Blue%20Loop.gpx`,
    );
    expect(gpxContentDisposition('Doornkloof Café (Ridge) *new*')).toBe(
      `attachment; filename="doornkloof-cafe-ridge-new.gpx"; filename*=UTF-8''Doornkloof%20Caf%C3%A9%20%28Ridge%29%20new.gpx`,
    );
  });

  it('lets no quote, path or line break through, and never offers an empty name', () => {
    const header = gpxContentDisposition('../../etc/"passwd"\r\nSet-Cookie: x=1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="etc-passwd-set-cookie-x-1\.gpx"; filename\*=UTF-8''[^"/\\\s]+$/);
    expect(gpxContentDisposition('ŻŻŻ')).toContain('filename="zzz.gpx"');
    expect(gpxContentDisposition('☀☀')).toBe(
      `attachment; filename="track.gpx"; filename*=UTF-8''%E2%98%80%E2%98%80.gpx`,
    );
    expect(gpxContentDisposition('  ')).toBe(`attachment; filename="track.gpx"; filename*=UTF-8''track.gpx`);
  });

  it('keeps long names to 80 characters', () => {
    expect(asciiSlug('Long '.repeat(40)).length).toBeLessThanOrEqual(80);
    expect(asciiSlug('Long '.repeat(40))).not.toMatch(/-$/);
  });
});
