import { describe, expect, it } from 'vitest';
import { bytes, climbingLoop, gpxText, straightLine, timed } from '../../../test/support/gpx-fixtures.js';
import { parseGpx } from './gpx-parse.js';
import { decodeTrack, encodeTrack } from './track-codec.js';
import { cleanTrack } from './track-clean.js';

describe('encodeTrack / decodeTrack', () => {
  it('stores a track compactly and reads back the same points, through JSON', () => {
    const text = gpxText({ tracks: [[timed(climbingLoop(2000, 5, 80), 5), timed(straightLine(300, 10, 5), 10)]] });
    const { track } = cleanTrack(parseGpx(bytes(text)).track);
    const json = JSON.stringify(encodeTrack(track));
    expect(decodeTrack(JSON.parse(json))).toEqual(track);
    expect(json.length / track.segments.flat().length).toBeLessThan(50);
  });

  it('keeps unknown elevations and times as unknown', () => {
    const track = {
      segments: [
        [
          { lat: -34, lng: 18, ele: null, time: null },
          { lat: -34.001, lng: 18, ele: null, time: null },
        ],
      ],
    };
    expect(decodeTrack(JSON.parse(JSON.stringify(encodeTrack(track))))).toEqual(track);
  });

  it('refuses something that is not a stored track', () => {
    expect(() => decodeTrack({ v: 1, segments: [[[-34, 18, null, null]]] })).toThrow();
    expect(() => decodeTrack({ segments: [] })).toThrow();
  });
});
