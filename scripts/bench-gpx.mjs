#!/usr/bin/env node
/**
 * How long a 10 MB GPX upload keeps the server busy: parsing (xmldom + togeojson), cleaning,
 * measuring and simplifying, for a made-up recording of about 100,000 points with elevation and
 * a time every second. Not part of `npm run bench` (no budget is set yet); run it by hand:
 *
 *   node scripts/build.mjs api && node scripts/bench-gpx.mjs
 *
 * The work is synchronous: while it runs the API answers nothing else.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracks = (file) => import(pathToFileURL(path.join(root, 'api/dist/modules/tracks', file)).href);
const { parseGpx } = await tracks('gpx-parse.js');
const { cleanTrack } = await tracks('track-clean.js');
const { toTrackLine } = await tracks('track-model.js');
const { simplifyForDisplay } = await tracks('track-simplify.js');
const { measureTrack } = await tracks('track-summary.js');
const { GPX_MAX_BYTES } = await import('@trailfinder/shared-types');

/** A 3 km circle ridden at 3 m/s over rolling ground, lap after lap, up to `size` bytes. */
function gpxOfSize(size) {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1">\n<trk><trkseg>\n';
  const tail = '</trkseg></trk>\n</gpx>\n';
  const parts = [head];
  let length = head.length + tail.length;
  const start = Date.parse('2025-03-01T05:00:00Z');
  for (let i = 0; ; i++) {
    const lat = -34.05 + (3000 - 3000 * Math.cos(i / 1000)) / 111_195;
    const lng = 18.42 + (3000 * Math.sin(i / 1000)) / (111_195 * Math.cos((34.05 * Math.PI) / 180));
    const ele = 400 + 80 * Math.sin(i / 700);
    const time = new Date(start + i * 1000).toISOString().replace('.000Z', 'Z');
    const line = `<trkpt lat="${lat.toFixed(7)}" lon="${lng.toFixed(7)}"><ele>${ele.toFixed(1)}</ele><time>${time}</time></trkpt>\n`;
    if (length + line.length > size) break;
    parts.push(line);
    length += line.length;
  }
  return new TextEncoder().encode(parts.join('') + tail);
}

const bytes = gpxOfSize(GPX_MAX_BYTES);
const runs = [];
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const parsed = parseGpx(bytes);
  const t1 = performance.now();
  const { track } = cleanTrack(parsed.track);
  const line = toTrackLine(track);
  measureTrack(line);
  const t2 = performance.now();
  const display = simplifyForDisplay(line);
  const t3 = performance.now();
  runs.push({
    parse: t1 - t0,
    cleanAndMeasure: t2 - t1,
    simplify: t3 - t2,
    points: parsed.pointsInFile,
    shown: display.coordinates.length,
  });
}
const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
console.log(
  `GPX ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB, ${runs[0].points} points -> ${runs[0].shown} on the map. ` +
    `Median of 3: parse ${median('parse').toFixed(0)} ms, clean + measure ${median('cleanAndMeasure').toFixed(0)} ms, ` +
    `simplify ${median('simplify').toFixed(0)} ms.`,
);
