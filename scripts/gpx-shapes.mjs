const SIZE = 10 * 1024 * 1024;

/** A point a second round a 3 km circle over rolling ground, each written by `line`, up to `size` bytes. */
function fileOf(size, line, maxPoints = Infinity) {
  const open = `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n<trk><trkseg>\n`;
  const close = `</trkseg></trk>\n</gpx>\n`;
  const parts = [open];
  let length = open.length + close.length;
  const start = Date.parse('2025-03-01T05:00:00Z');
  for (let i = 0; i < maxPoints; i++) {
    const lat = -34.05 + (3000 - 3000 * Math.cos(i / 1000)) / 111_195;
    const lng = 18.42 + (3000 * Math.sin(i / 1000)) / (111_195 * Math.cos((34.05 * Math.PI) / 180));
    const ele = 400 + 80 * Math.sin(i / 700);
    const text = line({ lat, lng, ele, time: new Date(start + i * 1000).toISOString(), i });
    if (length + text.length > size) break;
    parts.push(text);
    length += text.length;
  }
  parts.push(' '.repeat(size - length), close);
  return Buffer.from(parts.join(''));
}

/**
 * The three 10 MiB GPX files that matter for memory (scripts/bench-gpx.mjs, scripts/bench-memory.mjs): a Garmin
 * export (extensions, indented: ~27,000 points), a dense recording (elevation and time: ~105,000
 * points) and bare points (~175,000, near the 200,000 cap). Made up: a 3 km circle over rolling ground.
 */
export const GPX_SHAPES = {
  garmin: () =>
    fileOf(
      SIZE,
      (p) =>
        `      <trkpt lat="${p.lat.toFixed(10)}" lon="${p.lng.toFixed(10)}">\n        <ele>${p.ele.toFixed(1)}</ele>\n        <time>${p.time}</time>\n` +
        `        <extensions>\n          <gpxtpx:TrackPointExtension>\n            <gpxtpx:atemp>24.${p.i % 10}</gpxtpx:atemp>\n` +
        `            <gpxtpx:hr>${120 + (p.i % 50)}</gpxtpx:hr>\n            <gpxtpx:cad>${70 + (p.i % 25)}</gpxtpx:cad>\n` +
        `          </gpxtpx:TrackPointExtension>\n        </extensions>\n      </trkpt>\n`,
    ),
  dense: () =>
    fileOf(
      SIZE,
      (p) =>
        `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lng.toFixed(7)}"><ele>${p.ele.toFixed(1)}</ele><time>${p.time.replace('.000Z', 'Z')}</time></trkpt>\n`,
    ),
  bare: () =>
    fileOf(
      SIZE,
      (p) => `<trkpt lat="${p.lat.toFixed(5)}" lon="${p.lng.toFixed(5)}"><ele>${p.ele.toFixed(0)}</ele></trkpt>`,
      200_000,
    ),
};
