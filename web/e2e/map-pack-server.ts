import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
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
 * The archive holds generated tiles over `box` at zooms 8-16 (or up to `maxZoom`, as an archive
 * made with tilemaker's default stops at 14), each weighing what a map tile does: raster PNG, or
 * (vector) gzipped vector tiles of made-up shapes, as tilemaker writes them.
 */
export async function startPackServer(box: Box, { vector = false, maxZoom = 16 } = {}): Promise<PackServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-map-packs-'));
  const archive = path.join(dir, 'tiles.pmtiles');
  // Tiles of a real map's weight (15-25 KB raster, 5-15 KB vector), so a pack comes in more than one part.
  await makeArchive(archive, [box], { minZoom: 8, maxZoom, realistic: true, vector });
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

/** Opens a trail's page on a phone with the consent question answered, once the service worker controls it. */
export async function openTrail(page: Page, server: PackServer, routeId: number): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
  await page.goto(`${server.url}/routes/${routeId}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
}

/** Taps "Download offline map (…)" on the trail page and waits for the pack to be saved. */
export async function downloadPack(page: Page): Promise<void> {
  const download = page
    .getByRole('button', { name: /^Download offline map \(\d+(\.\d)? (KB|MB)\)$/ })
    .filter({ visible: true });
  await download.scrollIntoViewIfNeeded();
  await download.click();
  await expect(page.getByText(/^Offline map saved on this device/).filter({ visible: true })).toBeVisible({
    timeout: 60_000,
  });
}

/** What happens to the tiles over the pack's area, from when it is called. */
export interface TileWatch {
  /** Requests the service worker sent on to the network. */
  toNetwork: string[];
  /** Answers that did not come through the service worker. */
  fromPage: string[];
  /** "z/x/y" of the tiles the service worker answered from a stored pack. */
  fromPack: Set<string>;
  /** Requests that failed or were answered with anything but a pack's tile. */
  failed: string[];
}

const isTile = (url: string) => new URL(url).pathname.startsWith('/tiles/');
const tileKey = (url: string) => new URL(url).pathname.replace(/^\/tiles\/|\.\w+$/g, '');

/** Records every request for a tile over `packBox`: with no signal, all must come from the pack. */
export function watchTiles(page: Page, context: BrowserContext, packBox: Box): TileWatch {
  const watch: TileWatch = { toNetwork: [], fromPage: [], fromPack: new Set(), failed: [] };
  context.on('request', (req) => {
    if (isTile(req.url()) && req.serviceWorker() && tileOverBox(req.url(), packBox)) watch.toNetwork.push(req.url());
  });
  page.on('response', (res) => {
    const url = res.url();
    if (!isTile(url) || !tileOverBox(url, packBox)) return;
    if (!res.fromServiceWorker()) watch.fromPage.push(url);
    else if (res.status() === 200 && res.headers()['x-from-map-pack']) watch.fromPack.add(tileKey(url));
    else watch.failed.push(`${res.status()} ${url}`);
  });
  page.on('requestfailed', (req) => {
    if (isTile(req.url()) && tileOverBox(req.url(), packBox)) watch.failed.push(req.url());
  });
  return watch;
}

/** No signal from here on, the rider near the trailhead; the page comes back from the service worker. */
export async function goOffline(page: Page, context: BrowserContext, server: PackServer): Promise<void> {
  await context.setOffline(true);
  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation({ latitude: TRAILHEAD.lat + 0.001, longitude: TRAILHEAD.lng + 0.001 });
  await page.reload();
}

/**
 * The canvases of the zoom the map shows (Leaflet puts it in the tile container on top): how
 * many, how many are drawn, and how many show the generated map's shapes (its lake's blue and
 * its tracks' brown: a drawn vector tile, not a blank or background-only canvas).
 */
export const canvases = (map: Locator) =>
  map.locator('.leaflet-tile-container').evaluateAll((levels) => {
    const top = levels.reduce<Element | null>(
      (a, b) => (!a || Number((b as HTMLElement).style.zIndex) > Number((a as HTMLElement).style.zIndex) ? b : a),
      null,
    );
    const tiles = Array.from(top?.querySelectorAll('canvas.leaflet-tile') ?? []) as HTMLCanvasElement[];
    const near = (d: Uint8ClampedArray, i: number, [r, g, b]: number[]) =>
      Math.abs(d[i] - r) < 6 && Math.abs(d[i + 1] - g) < 6 && Math.abs(d[i + 2] - b) < 6;
    const shapes = (c: HTMLCanvasElement) => {
      if (c.width === 0) return { water: 0, track: 0 };
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let water = 0;
      let track = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (near(d, i, [0xa5, 0xc8, 0xe4])) water++;
        else if (near(d, i, [0x8a, 0x5a, 0x2b])) track++;
      }
      return { water, track };
    };
    const seen = tiles.map(shapes);
    return {
      total: tiles.length,
      drawn: tiles.filter((c) => c.classList.contains('leaflet-tile-loaded')).length,
      withShapes: seen.filter((s) => s.water > 50 && s.track > 50).length,
      // Zoomed in far, one canvas may hold no lake; the tracks' grid is on every one.
      withTracks: seen.filter((s) => s.track > 50).length,
    };
  });

/**
 * How much the tiles on top are enlarged: 2 to the power of how far the map is zoomed past
 * their zoom (Leaflet scales the tile level it draws with, e.g. 4 for zoom-14 tiles at zoom 16).
 */
export const topLevelScale = (map: Locator) =>
  map.locator('.leaflet-tile-container').evaluateAll((levels) => {
    // Leaflet gives the level it draws with the highest z-index.
    const top = levels.reduce<HTMLElement | null>(
      (a, b) => (!a || Number((b as HTMLElement).style.zIndex) > Number(a.style.zIndex) ? (b as HTMLElement) : a),
      null,
    );
    return top ? Math.round(new DOMMatrix(getComputedStyle(top).transform).a * 100) / 100 : null;
  });
