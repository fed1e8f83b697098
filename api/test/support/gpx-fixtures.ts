/**
 * GPX files made by the tests, for geometries whose length and climb are known: no recorded
 * track is invented or copied, and every figure a test checks follows from the numbers here.
 * Positions are laid out in metres east and north of Tokai, Cape Town.
 */
export interface FixturePoint {
  lat: number;
  lng: number;
  ele?: number;
  time?: number;
}

const ORIGIN = { lat: -34.05, lng: 18.42 };
/** Metres per degree of latitude on the sphere the haversine uses (radius 6,371,008.8 m). */
const M_PER_DEG = (6_371_008.8 * Math.PI) / 180;

/** A point `eastM` and `northM` metres from the origin. */
export function offset(eastM: number, northM: number, ele?: number): FixturePoint {
  const lat = ORIGIN.lat + northM / M_PER_DEG;
  return { lat, lng: ORIGIN.lng + eastM / (M_PER_DEG * Math.cos((ORIGIN.lat * Math.PI) / 180)), ele };
}

/** A repeatable pseudo-random source in [0, 1) (mulberry32), so noisy fixtures never change. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Timestamps for points `spacingM` apart ridden at `speedMs`, starting on 1 March 2025 at 07:00 SAST. */
export function timed(points: FixturePoint[], spacingM: number, speedMs = 4): FixturePoint[] {
  const start = Date.parse('2025-03-01T05:00:00Z');
  return points.map((p, i) => ({ ...p, time: start + Math.round((i * spacingM * 1000) / speedMs) }));
}

/** Due north for `lengthM`, a point every `spacingM`, climbing `climbM` evenly from 100 m (omit for no elevation). */
export function straightLine(lengthM: number, spacingM: number, climbM?: number): FixturePoint[] {
  const n = Math.round(lengthM / spacingM);
  return Array.from({ length: n + 1 }, (_, i) =>
    offset(0, i * spacingM, climbM === undefined ? undefined : 100 + (climbM * i) / n),
  );
}

/** A circle of `circumferenceM` that climbs smoothly `climbM` to its far side and comes back down. */
export function climbingLoop(circumferenceM: number, spacingM: number, climbM: number): FixturePoint[] {
  const r = circumferenceM / (2 * Math.PI);
  const n = Math.round(circumferenceM / spacingM);
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return offset(r * Math.sin(a), r - r * Math.cos(a), 300 + (climbM * (1 - Math.cos(a))) / 2);
  });
}

/** A flat line at 200 m whose elevation (and position, by half as much) jitters by up to `noiseM`. */
export function noisyFlatLine(lengthM: number, spacingM: number, noiseM: number, seed = 7): FixturePoint[] {
  const random = seeded(seed);
  const jitter = (m: number) => (random() * 2 - 1) * m;
  const n = Math.round(lengthM / spacingM);
  return Array.from({ length: n + 1 }, (_, i) =>
    offset(jitter(noiseM / 2), i * spacingM + jitter(noiseM / 2), 200 + jitter(noiseM)),
  );
}

export interface GpxContent {
  version?: '1.0' | '1.1';
  name?: string;
  /** Tracks, each a list of segments. */
  tracks?: FixturePoint[][][];
  routes?: FixturePoint[][];
  waypoints?: FixturePoint[];
}

const children = (p: FixturePoint) =>
  (p.ele === undefined ? '' : `<ele>${p.ele.toFixed(1)}</ele>`) +
  (p.time === undefined ? '' : `<time>${new Date(p.time).toISOString().replace('.000Z', 'Z')}</time>`);
const pt = (tag: string, p: FixturePoint) =>
  `<${tag} lat="${p.lat.toFixed(7)}" lon="${p.lng.toFixed(7)}">${children(p)}</${tag}>`;

/** A GPX 1.0 or 1.1 document (1.1 by default) as a device or a route planner would write it. */
export function gpxText(content: GpxContent): string {
  const v11 = (content.version ?? '1.1') === '1.1';
  const ns = v11 ? 'http://www.topografix.com/GPX/1/1' : 'http://www.topografix.com/GPX/1/0';
  const name = content.name
    ? v11
      ? `<metadata><name>${content.name}</name></metadata>`
      : `<name>${content.name}</name>`
    : '';
  const wpts = (content.waypoints ?? []).map((p) => pt('wpt', p)).join('\n');
  const trks = (content.tracks ?? []).map(
    (segments, i) =>
      `<trk><name>Track ${i + 1}</name>\n${segments.map((s) => `<trkseg>\n${s.map((p) => pt('trkpt', p)).join('\n')}\n</trkseg>`).join('\n')}\n</trk>`,
  );
  const rtes = (content.routes ?? []).map(
    (r, i) => `<rte><name>Route ${i + 1}</name>\n${r.map((p) => pt('rtept', p)).join('\n')}\n</rte>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="${v11 ? '1.1' : '1.0'}" creator="TrailFinder tests" xmlns="${ns}">
${name}
${wpts}
${rtes.join('\n')}
${trks.join('\n')}
</gpx>
`;
}

export const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * A recording (elevation and a time every second) of exactly `size` bytes: points, at most
 * `maxPoints` of them, are added while they fit, and spaces before the closing tag make up the
 * rest. A full 10 MB of points takes xmldom and togeojson several seconds (seconds more on a
 * busy machine), so the size limit is tested with an hour's ride padded out, and a long ride
 * with a smaller file; `scripts/bench-gpx.mjs` times a full 10 MB.
 */
export function gpxOfSize(size: number, maxPoints = Infinity): Uint8Array {
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="TrailFinder tests" xmlns="http://www.topografix.com/GPX/1/1">\n<trk><name>Big ride</name><trkseg>\n`;
  const tail = '</trkseg></trk>\n</gpx>\n';
  const parts = [head];
  let length = head.length + tail.length;
  const start = Date.parse('2025-03-01T05:00:00Z');
  for (let i = 0; i < maxPoints; i++) {
    // 3 m a second round a 3 km circle, lap after lap, over rolling ground.
    const p = offset(3000 * Math.sin(i / 1000), 3000 - 3000 * Math.cos(i / 1000), 400 + 80 * Math.sin(i / 700));
    const line = `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lng.toFixed(7)}"><ele>${p.ele!.toFixed(1)}</ele><time>${new Date(start + i * 1000).toISOString().replace('.000Z', 'Z')}</time></trkpt>\n`;
    if (length + line.length > size) break;
    parts.push(line);
    length += line.length;
  }
  parts.push(' '.repeat(size - length), tail);
  return bytes(parts.join(''));
}

export interface GarminRide {
  bytes: Uint8Array;
  /** Points in the file (one a second). */
  points: number;
  lengthM: number;
  climbM: number;
}

const GARMIN_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="Garmin Edge 830" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
  <metadata>
    <link href="connect.garmin.com">
      <text>Garmin Connect</text>
    </link>
    <time>2025-03-01T05:00:00.000Z</time>
  </metadata>
  <trk>
    <name>Long Ride</name>
    <type>cycling</type>
    <trkseg>
`;
const GARMIN_TAIL = '    </trkseg>\n  </trk>\n</gpx>\n';

/**
 * What a Garmin unit records on a long day out, written as Garmin Connect exports it: a point
 * every second, each with elevation (unless `elevation` is false), time, and the heart rate,
 * cadence and temperature extensions, indented. The ride is `lengthM` round a circle at 7 m/s
 * (25 km/h), climbing `climbM` evenly to the far side and back; 180 km makes 25,715 points and
 * 10.0 MB. Spaces before the closing tags bring the file to exactly `size` bytes (it throws if
 * the points alone are larger).
 */
export function garminRide(size: number, { lengthM = 180_000, climbM = 1200, elevation = true } = {}): GarminRide {
  const loop = timed(climbingLoop(lengthM, 7, climbM), 7, 7);
  const random = seeded(30);
  const parts = [GARMIN_HEAD];
  for (const p of loop) {
    const ele = elevation ? `        <ele>${p.ele!.toFixed(1)}</ele>\n` : '';
    parts.push(
      `      <trkpt lat="${p.lat.toFixed(10)}" lon="${p.lng.toFixed(10)}">\n${ele}` +
        `        <time>${new Date(p.time!).toISOString()}</time>\n        <extensions>\n` +
        `          <gpxtpx:TrackPointExtension>\n            <gpxtpx:atemp>${(18 + random() * 12).toFixed(1)}</gpxtpx:atemp>\n` +
        `            <gpxtpx:hr>${120 + Math.floor(random() * 50)}</gpxtpx:hr>\n            <gpxtpx:cad>${70 + Math.floor(random() * 25)}</gpxtpx:cad>\n` +
        `          </gpxtpx:TrackPointExtension>\n        </extensions>\n      </trkpt>\n`,
    );
  }
  const length = parts.reduce((n, part) => n + part.length, GARMIN_TAIL.length);
  if (length > size) throw new Error(`The ride takes ${length} bytes, more than ${size}`);
  parts.push(' '.repeat(size - length), GARMIN_TAIL);
  return { bytes: bytes(parts.join('')), points: loop.length, lengthM, climbM };
}

/** Billion laughs: ten nested entities that would expand to 10^9 "lol"s. */
export function xmlBomb(): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE gpx [\n${entities.join('\n')}\n]>\n<gpx version="1.1" creator="x"><trk><name>&lol9;</name><trkseg><trkpt lat="-34" lon="18"/><trkpt lat="-34.001" lon="18"/></trkseg></trk></gpx>`;
}

/** An external entity that would read a file from the server into the track name. */
export function externalEntity(): string {
  return `<?xml version="1.0"?>\n<!DOCTYPE gpx [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<gpx version="1.1" creator="x"><trk><name>&secret;</name><trkseg><trkpt lat="-34" lon="18"/><trkpt lat="-34.001" lon="18"/></trkseg></trk></gpx>`;
}

/** A KML file: XML, but not GPX. */
export function kmlText(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>Loop</name><LineString><coordinates>18.42,-34.05,100 18.43,-34.05,110</coordinates></LineString></Placemark></kml>`;
}

/** The first bytes of a PNG image: what an admin uploads by mistake. */
export function pngBytes(): Uint8Array {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
}
