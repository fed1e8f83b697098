import type { Track, TrackPoint } from './track-model.js';

export const GPX_CREATOR = 'TrailFinder ZA';

// Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe inside an element or a double- or single-quoted attribute. */
export function xmlEscape(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function trkpt(p: TrackPoint): string {
  const ele = p.ele === null ? '' : `<ele>${p.ele}</ele>`;
  const time = p.time === null ? '' : `<time>${new Date(p.time).toISOString()}</time>`;
  return `<trkpt lat="${p.lat}" lon="${p.lng}">${ele}${time}</trkpt>`;
}

function bounds(track: Track): string {
  let [minlat, minlon, maxlat, maxlon] = [90, 180, -90, -180];
  for (const s of track.segments) {
    for (const p of s) {
      [minlat, maxlat] = [Math.min(minlat, p.lat), Math.max(maxlat, p.lat)];
      [minlon, maxlon] = [Math.min(minlon, p.lng), Math.max(maxlon, p.lng)];
    }
  }
  return `<bounds minlat="${minlat}" minlon="${minlon}" maxlat="${maxlat}" maxlon="${maxlon}"/>`;
}

/**
 * A GPX 1.1 document of the track at full resolution, one <trk> named after the trail with one
 * <trkseg> per segment, elements in the order the schema requires. Numbers are written as
 * JavaScript prints them (the shortest text that reads back as the same number), so importing
 * the download again gives the very same points.
 */
export function writeGpx(track: Track, trailName: string): string {
  const name = xmlEscape(trailName);
  const segments = track.segments.map(
    (s) => `    <trkseg>\n${s.map((p) => `      ${trkpt(p)}\n`).join('')}    </trkseg>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<gpx version="1.1" creator="${GPX_CREATOR}" xmlns="http://www.topografix.com/GPX/1/1" ` +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n' +
    `  <metadata>\n    <name>${name}</name>\n    ${bounds(track)}\n  </metadata>\n` +
    `  <trk>\n    <name>${name}</name>\n${segments.join('')}  </trk>\n` +
    '</gpx>\n'
  );
}
