/**
 * Offline map packs (issue 32): a 10 x 10 km park at zooms 10-16 from a generated archive whose
 * tiles weigh what map tiles do (raster 15-25 KB; vector 5-15 KB, drawn by protomaps-leaflet,
 * decision 086). Prints, for each, the pack's size (target <= 40 MB), its download time from a
 * server on this machine, and the time a phone (Chromium, 390 x 844) takes, offline, to draw the
 * first screen of the trail's map from the stored pack.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PMTiles } from 'pmtiles';
import { startServer } from './bench-server.mjs';
import { makeArchive } from './generated-tile-archive.mjs';

const TARGET_MB = 40;
const CENTRE = { lat: -33.95, lng: 18.95 };
const KM_LAT = 1 / 111.32;
const KM_LNG = 1 / (111.32 * Math.cos((CENTRE.lat * Math.PI) / 180));

/** A made-up 8 x 8 km loop: with the pack's 1 km margin its area is the 10 x 10 km park. */
function parkLoopGpx() {
  const corners = [
    [-4, -4],
    [4, -4],
    [4, 4],
    [-4, 4],
    [-4, -4],
  ];
  const pts = [];
  for (let c = 0; c < 4; c++)
    for (let i = 0; i < 40; i++) {
      const [a, b] = [corners[c], corners[c + 1]];
      const f = i / 40;
      pts.push([CENTRE.lat + (a[1] + (b[1] - a[1]) * f) * KM_LAT, CENTRE.lng + (a[0] + (b[0] - a[0]) * f) * KM_LNG]);
    }
  const trk = pts.map(
    ([lat, lng], i) => `<trkpt lat="${lat.toFixed(6)}" lon="${lng.toFixed(6)}"><ele>${100 + (i % 40)}</ele></trkpt>`,
  );
  return `<?xml version="1.0"?><gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${trk.join('')}</trkseg></trk></gpx>`;
}

/** The raster park, then the vector one: true when either missed its target. */
export async function runMapPackBench() {
  const raster = await runParkBench({ vector: false });
  const vector = await runParkBench({ vector: true });
  return raster || vector;
}

async function runParkBench({ vector }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-map-packs-'));
  const archive = path.join(dir, 'park.pmtiles');
  const box = [CENTRE.lng - 7 * KM_LNG, CENTRE.lat - 7 * KM_LAT, CENTRE.lng + 7 * KM_LNG, CENTRE.lat + 7 * KM_LAT];
  const made = await makeArchive(archive, [box], { minZoom: 8, maxZoom: 16, realistic: true, vector });
  console.log(
    `\nOffline map packs, ${vector ? 'VECTOR (MVT, gzipped)' : 'RASTER (PNG)'}: archive of generated tiles, ${made.tiles} tiles, ${(made.bytes / 1e6).toFixed(1)} MB`,
  );
  const server = await startServer({ MAP_PMTILES: archive, SEED_ON_START: 'false', ADMIN_USERNAME: 'admin' });
  let failed = false;
  try {
    const login = await fetch(`${server.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-only-password' }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const trail = await (
      await fetch(`${server.base}/api/admin/routes`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Park',
          location: 'Bench',
          province: 'Western Cape',
          description: 'A made-up park for the map pack bench.',
          coordinatesLat: String(CENTRE.lat - 4 * KM_LAT),
          coordinatesLng: String(CENTRE.lng - 4 * KM_LNG),
        }),
      })
    ).json();
    await fetch(`${server.base}/api/admin/routes/${trail.id}/track`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/gpx+xml' },
      body: parkLoopGpx(),
    });
    let t = performance.now();
    const pack = await (await fetch(`${server.base}/api/map-packs/${trail.id}`)).json();
    const buildMs = performance.now() - t;
    t = performance.now();
    const body = await (await fetch(`${server.base}/api/map-packs/${trail.id}/archive`)).arrayBuffer();
    const downloadMs = performance.now() - t;
    const mb = body.byteLength / 1e6;
    console.log(
      `  pack: ${pack.tiles} tiles at z${pack.minZoom}-${pack.maxZoom}, ${mb.toFixed(1)} MB (target <= ${TARGET_MB} MB)`,
    );
    console.log(
      `  made once on the server in ${buildMs.toFixed(0)} ms; downloaded (same machine) in ${downloadMs.toFixed(0)} ms`,
    );
    if (mb > TARGET_MB) {
      failed = true;
      console.log(`  MISSED: the pack is over ${TARGET_MB} MB`);
    }
    console.log(
      `  tiles in the pack: ${await tileSizes(Buffer.from(body))} (${vector ? 'a vector map tile is 5-15 KB' : 'a busy map tile is 15-25 KB'})`,
    );
    const screen = await firstOfflineScreen(server.base, trail.id, pack.bbox, vector);
    console.log(
      `  on the phone (Chromium): Download offline map to "saved" in ${screen.downloadMs.toFixed(0)} ms (1 MiB Range parts into Cache Storage)`,
    );
    console.log(
      `  first offline screen of map (phone 390 x 844, no network, ${screen.tiles} tiles${vector ? ' drawn on canvas' : ` at z${screen.zoom}`}): drawn ${screen.fromMap.toFixed(0)} ms after the map came on screen, ${screen.fromLoad.toFixed(0)} ms after the page began loading`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return failed;
}

/** Smallest, mean and largest tile of a PMTiles file (its directory read with the `pmtiles` package). */
async function tileSizes(buf) {
  const reader = new PMTiles({
    getKey: () => 'pack',
    getBytes: async (offset, length) => ({ data: new Uint8Array(buf.subarray(offset, offset + length)).buffer }),
  });
  const h = await reader.getHeader();
  const lengths = [];
  for (let z = h.minZoom; z <= h.maxZoom; z++) {
    const [x0, y0] = tileOf(h.minLon, h.maxLat, z);
    const [x1, y1] = tileOf(h.maxLon, h.minLat, z);
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const tile = await reader.getZxy(z, x, y);
        if (tile) lengths.push(tile.data.byteLength);
      }
  }
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sizes = `${kb(Math.min(...lengths))} to ${kb(Math.max(...lengths))}, ${kb(mean)} on average`;
  // The reader undoes a gzipped archive's compression: the header tells what the tiles weigh as stored.
  return h.tileCompression === 2
    ? `${kb(h.tileDataLength / h.numTileContents)} on average as stored (gzipped); ${sizes} unzipped`
    : sizes;
}

const tileOf = (lng, lat, z) => {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.asinh(Math.tan(r)) / Math.PI) / 2) * n)];
};

/**
 * Downloads the pack in a phone-sized Chromium as a rider does (Download offline map, which also
 * saves the trail and so keeps its track), goes offline, reloads, and times the track map's first
 * screen: every tile over the pack's area drawn (tiles beyond the area, in view at low zooms, are
 * in no pack).
 */
async function firstOfflineScreen(base, routeId, bbox, vector) {
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
    );
    await page.goto(`${base}/routes/${routeId}`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    const clicked = performance.now();
    await page
      .getByRole('button', { name: /^Download offline map/ })
      .filter({ visible: true })
      .click();
    await page
      .getByText(/^Offline map saved on this device/)
      .filter({ visible: true })
      .waitFor({ timeout: 120_000 });
    const downloadMs = performance.now() - clicked;
    await context.setOffline(true);
    await page.reload();
    const map = page.getByTestId('track-map');
    await map.scrollIntoViewIfNeeded({ timeout: 60_000 });
    const onScreen = await page.evaluate(() => performance.now());
    const drawn = vector
      ? await page.waitForFunction(
          () => {
            // Canvas tiles (protomaps-leaflet) in the zoom shown (Leaflet's top tile container), all drawn.
            const levels = [
              ...globalThis.document.querySelectorAll('[data-testid="track-map"] .leaflet-tile-container'),
            ];
            const top = levels.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
            const tiles = top ? [...top.querySelectorAll('canvas.leaflet-tile')] : [];
            if (!tiles.length || !tiles.every((c) => c.classList.contains('leaflet-tile-loaded'))) return false;
            return { at: performance.now(), tiles: tiles.length };
          },
          undefined,
          { timeout: 60_000, polling: 16 },
        )
      : await rasterDrawn(page, bbox);
    const { at, tiles, zoom } = await drawn.jsonValue();
    return { downloadMs, fromMap: at - onScreen, fromLoad: at, tiles, zoom };
  } finally {
    await browser.close();
  }
}

/** Every raster tile over the pack's area in the track map loaded, with its pixels. */
function rasterDrawn(page, bbox) {
  return page.waitForFunction(
    ([w, s, e, n]) => {
      const imgs = [...globalThis.document.querySelectorAll('[data-testid="track-map"] img.leaflet-tile')];
      const over = imgs.filter((i) => {
        const [, , z, x, y] = new URL(i.src).pathname
          .replace(/\.\w+$/, '')
          .split('/')
          .map(Number);
        const side = 2 ** z;
        const lng = (t) => (t / side) * 360 - 180;
        const lat = (t) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * t) / side))) * 180) / Math.PI;
        return lng(x + 1) > w && lng(x) < e && lat(y + 1) < n && lat(y) > s;
      });
      if (!over.length || !over.every((i) => i.classList.contains('leaflet-tile-loaded') && i.naturalWidth > 0))
        return false;
      const zoom = new URL(over[0].src).pathname.split('/')[2];
      return { at: performance.now(), tiles: over.length, zoom };
    },
    bbox,
    { timeout: 60_000, polling: 16 },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await runMapPackBench()) ? 1 : 0);
