import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlaywrightWorkerArgs } from '@playwright/test';
import { makeArchive } from '../../scripts/generated-tile-archive.mjs';
import { E2E_ADMIN_PASSWORD, FAKE_URL } from '../playwright.config';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** [west, south, east, north] */
export type Box = [number, number, number, number];

export interface PackServer {
  url: string;
  stop(): void;
}

/**
 * The production build served by the real API with a tile archive (MAP_PMTILES), on a port the
 * system picks: the rest of the journeys run against a server without one, as most hosts are.
 * The archive holds generated tiles over `box` at zooms 8-16, each weighing what a map tile does:
 * raster PNG, or (vector) gzipped vector tiles of made-up shapes, as tilemaker writes them.
 */
export async function startPackServer(box: Box, { vector = false } = {}): Promise<PackServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-map-packs-'));
  const archive = path.join(dir, 'tiles.pmtiles');
  // Tiles of a real map's weight (15-25 KB raster, 5-15 KB vector), so a pack comes in more than one part.
  await makeArchive(archive, [box], { minZoom: 8, maxZoom: 16, realistic: true, vector });
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      MAP_PMTILES: archive,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      OPEN_METEO_BASE_URL: FAKE_URL,
      NEWS_FEEDS: `${FAKE_URL}/feeds/sa-mtb.xml`,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // A random signing key: the server refuses example-like ones (decision 050).
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the map-pack server stopped (${code})`)));
  });
  child.stdout!.resume();
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where the journeys' made-up trail starts (Tokai, Cape Town). */
export const TRAILHEAD = { lat: -34.05, lng: 18.42 };

/** A made-up 2 km loop around the trailhead (no recorded track is copied). */
function loopGpx(): string {
  const pts = Array.from({ length: 60 }, (_, i) => {
    const a = (i / 59) * 2 * Math.PI;
    const lat = TRAILHEAD.lat + 0.003 * Math.sin(a);
    const lng = TRAILHEAD.lng + 0.004 * (1 - Math.cos(a));
    return `<trkpt lat="${lat.toFixed(6)}" lon="${lng.toFixed(6)}"><ele>${(100 + 20 * Math.sin(a)).toFixed(1)}</ele></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${pts.join('')}</trkseg></trk></gpx>`;
}

export interface PackTrail {
  routeId: number;
  /** The track's box and the pack's (the track's with a margin), as the server answers them. */
  trackBox: Box;
  packBox: Box;
  /** The admin's bearer header, for edits later in a journey. */
  auth: { authorization: string };
}

/** Adds a trail at the trailhead with the made-up loop as its track, through the admin API. */
export async function addPackTrail(
  playwright: PlaywrightWorkerArgs['playwright'],
  server: PackServer,
  name: string,
): Promise<PackTrail> {
  const api = await playwright.request.newContext({ baseURL: server.url });
  try {
    const login = await api.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const created = await api.post('/api/admin/routes', {
      headers: auth,
      data: {
        name,
        location: 'Tokai',
        province: 'Western Cape',
        description: 'A trail made by the map pack journey.',
        coordinatesLat: String(TRAILHEAD.lat),
        coordinatesLng: String(TRAILHEAD.lng),
      },
    });
    if (created.status() !== 201) throw new Error(`the trail was not added: ${created.status()}`);
    const routeId = ((await created.json()) as { id: number }).id;
    const track = await api.put(`/api/admin/routes/${routeId}/track`, {
      headers: { ...auth, 'content-type': 'application/gpx+xml' },
      data: loopGpx(),
    });
    if (track.status() !== 200) throw new Error(`the track was not added: ${track.status()}`);
    const trackBox = ((await (await api.get(`/api/routes/${routeId}/track`)).json()) as { bbox: Box }).bbox;
    const packBox = ((await (await api.get(`/api/map-packs/${routeId}`)).json()) as { bbox: Box }).bbox;
    return { routeId, trackBox, packBox, auth };
  } finally {
    await api.dispose();
  }
}

/** Web Mercator pixel of a point at zoom z (256-pixel tiles), as Leaflet places it. */
export const pixel = (lng: number, lat: number, z: number): [number, number] => {
  const scale = 256 * 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [((lng + 180) / 360) * scale, ((1 - Math.asinh(Math.tan(r)) / Math.PI) / 2) * scale];
};

/** Whether a /tiles/{z}/{x}/{y}.{ext} address covers part of a box. */
export function tileOverBox(url: string, [w, s, e, n]: Box): boolean {
  const [, , z, x, y] = new URL(url).pathname
    .replace(/\.\w+$/, '')
    .split('/')
    .map(Number);
  const side = 2 ** z;
  const lng = (tx: number) => (tx / side) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / side))) * 180) / Math.PI;
  return lng(x + 1) > w && lng(x) < e && lat(y + 1) < n && lat(y) > s;
}
