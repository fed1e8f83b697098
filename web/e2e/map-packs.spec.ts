import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addPackTrail, pixel, startPackServer, tileOverBox, TRAILHEAD, type PackServer } from './map-pack-server';

// A phone, with the real service worker (it draws the offline map from the stored pack).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.MAP_PACK_SHOTS; // e.g. /work/wt/shots/map-packs
let server: PackServer;
let routeId: number;
let packBox: [number, number, number, number];
let trackBox: [number, number, number, number];
let auth: { authorization: string };

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startPackServer([18.36, -34.1, 18.5, -34.0]);
  ({ routeId, trackBox, packBox, auth } = await addPackTrail(playwright, server, 'Tokai Pack Loop'));
});
test.afterAll(() => server?.stop());

/** Whether a /tiles/{z}/{x}/{y}.png address covers part of the pack's area. */
const overPack = (url: string) => tileOverBox(url, packBox);

/** Every tile that covers part of the pack's area at zoom z, as "z/x/y" (what the rider must see). */
function packTiles(z: number): string[] {
  const [w, s, e, n] = packBox;
  const [x0, y0] = pixel(w, n, z).map((v) => Math.floor(v / 256));
  const [x1, y1] = pixel(e, s, z).map((v) => Math.floor(v / 256));
  const keys: string[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(`${z}/${x}/${y}`);
  return keys;
}

/** A screenshot for the closing note (MAP_PACK_SHOTS), with `of` in the middle of the screen. */
const shot = async (page: Page, name: string, of?: Locator) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await of?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const tileZooms = (map: Locator) =>
  map
    .locator('img.leaflet-tile')
    .evaluateAll((imgs) => [
      ...new Set(imgs.map((i) => Number(new URL((i as HTMLImageElement).src).pathname.split('/')[2]))),
    ]);

/**
 * Every tile the map shows over the pack's area is drawn (loaded, with its pixels): waits for it
 * and answers those tiles as "z/x/y". Around the area, at low zooms, the view also holds tiles no
 * pack has.
 */
async function expectAllTilesDrawn(map: Locator): Promise<string[]> {
  let drawn: string[] = [];
  await expect
    .poll(async () => {
      const seen = await map.locator('img.leaflet-tile').evaluateAll((imgs, [w, s, e, n]) => {
        const over = (imgs as HTMLImageElement[]).filter((i) => {
          const [, , z, x, y] = new URL(i.src).pathname.replace('.png', '').split('/').map(Number);
          const side = 2 ** z;
          const lng = (tx: number) => (tx / side) * 360 - 180;
          const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / side))) * 180) / Math.PI;
          return lng(x + 1) > w && lng(x) < e && lat(y + 1) < n && lat(y) > s;
        });
        const key = (i: HTMLImageElement) => new URL(i.src).pathname.replace(/^\/tiles\/|\.png$/g, '');
        const ok = (i: HTMLImageElement) =>
          i.complete && i.naturalWidth === 256 && i.classList.contains('leaflet-tile-loaded');
        return { drawn: over.filter(ok).map(key), notDrawn: over.filter((i) => !ok(i)).map(key) };
      }, packBox);
      drawn = seen.drawn;
      return seen.drawn.length === 0 ? ['no tile over the pack'] : seen.notDrawn;
    })
    .toEqual([]);
  return drawn;
}

/** The map pane's offset in pixels (Leaflet moves it as the map pans). */
const paneOffset = (map: Locator) =>
  map.locator('.leaflet-map-pane').evaluate((el) => {
    const m = new DOMMatrix(getComputedStyle(el).transform);
    return [m.m41, m.m42];
  });

/**
 * Pans with the arrow keys (80 pixels a press, 240 with Shift, as Leaflet's keyboard does),
 * waiting for each pan to end, so the view moves by exactly what the test counts.
 */
async function panBy(page: Page, map: Locator, dx: number, dy: number) {
  const presses = (d: number, key: string): [string, number, number][] => {
    const [sx, sy] = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[key]!;
    const n = Math.abs(Math.round(d / 80));
    return [
      ...Array<[string, number, number]>(Math.floor(n / 3)).fill([`Shift+${key}`, sx * 240, sy * 240]),
      ...Array<[string, number, number]>(n % 3).fill([key, sx * 80, sy * 80]),
    ];
  };
  for (const [key, mx, my] of [
    ...presses(dx, dx > 0 ? 'ArrowRight' : 'ArrowLeft'),
    ...presses(dy, dy > 0 ? 'ArrowDown' : 'ArrowUp'),
  ]) {
    const [x, y] = await paneOffset(map);
    await page.keyboard.press(key);
    // The map pane moves the other way from the view.
    await expect.poll(() => paneOffset(map), { intervals: [25] }).toEqual([x - mx, y - my]);
  }
}

/**
 * Pans across the whole pack's area at the map's zoom z, row by row, from beyond its north-west
 * corner to beyond its south-east one, checking at every view that each tile over the area is
 * drawn; answers every tile seen drawn. The view starts, and ends, centred on `centre`.
 */
async function sweepPack(page: Page, map: Locator, z: number, centre: [number, number]): Promise<Set<string>> {
  const box = (await map.boundingBox())!;
  const [w, s, e, n] = packBox;
  const [cx, cy] = pixel(centre[1], centre[0], z);
  const [left, top] = pixel(w, n, z);
  const [right, bottom] = pixel(e, s, z);
  // Columns and rows a little less than the view apart, so the views overlap.
  const colStep = Math.floor((box.width - 20) / 80) * 80;
  const rowStep = Math.floor((box.height - 20) / 80) * 80;
  const seen = new Set<string>();
  await map.locator('.leaflet-container').focus();
  let at = [cx, cy];
  const goTo = async (x: number, y: number) => {
    const dx = Math.round((x - at[0]) / 80) * 80;
    const dy = Math.round((y - at[1]) / 80) * 80;
    await panBy(page, map, dx, dy);
    at = [at[0] + dx, at[1] + dy];
    // Only this zoom's tiles: Leaflet may keep a drawn parent under them a while (it prunes later).
    for (const t of await expectAllTilesDrawn(map)) if (t.startsWith(`${z}/`)) seen.add(t);
  };
  let row = 0;
  for (let y = top - rowStep / 2; y <= bottom + rowStep / 2; y += rowStep, row++) {
    const xs: number[] = [];
    for (let x = left - colStep / 2; x <= right + colStep / 2; x += colStep) xs.push(x);
    xs.push(right + colStep / 2);
    // Back and forth: the next row starts where this one ends.
    for (const x of row % 2 ? xs.reverse() : xs) await goTo(x, y);
  }
  await goTo(cx, cy);
  return seen;
}

test('a rider saves a trail, downloads its offline map and rides with no signal', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
  const trailUrl = `${server.url}/routes/${routeId}`;
  await page.goto(trailUrl);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });

  await page.getByRole('button', { name: 'Save Route' }).filter({ visible: true }).click();
  const download = page
    .getByRole('button', { name: /^Download offline map \(\d+(\.\d)? (KB|MB)\)$/ })
    .filter({ visible: true });
  await download.scrollIntoViewIfNeeded();
  await shot(page, '1-download-offered');
  await download.click();
  await expect(page.getByText(/^Offline map saved on this device/).filter({ visible: true })).toBeVisible({
    timeout: 60_000,
  });
  await shot(page, '2-download-done');

  // No signal from here on; the page comes back from the service worker.
  const tileTraffic: string[] = [];
  context.on('request', (req) => {
    // A request the service worker sends on (to the network) for a tile over the pack's area.
    if (new URL(req.url()).pathname.startsWith('/tiles/') && req.serviceWorker() && overPack(req.url()))
      tileTraffic.push(req.url());
  });
  const fromPage: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/tiles/') && !res.fromServiceWorker() && overPack(res.url()))
      fromPage.push(res.url());
  });
  await context.setOffline(true);
  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation({ latitude: TRAILHEAD.lat + 0.001, longitude: TRAILHEAD.lng + 0.001 });
  await page.reload();

  const map = page.getByTestId('track-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show my position' }).click();
  await expect(map.locator('.track-rider-marker')).toBeVisible();

  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  await expectAllTilesDrawn(map);
  await shot(page, '3-offline-map', map);
  // The map opens fitted to the track, centred on it; the zoom buttons keep that centre.
  const [tw, ts, te, tn] = trackBox;
  const [mx, my] = pixel((tw + te) / 2, (ts + tn) / 2, 20);
  const centre: [number, number] = [
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * my) / (256 * 2 ** 20)))) * 180) / Math.PI,
    (mx / (256 * 2 ** 20)) * 360 - 180,
  ];
  for (let lowest = Math.min(...(await tileZooms(map))); lowest > 10;) {
    await expect(map.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
    await zoomOut.click();
    // Leaflet starts the zoom a frame after the click: wait for its tiles, or the next pass would
    // still see this zoom's and click again (overshooting to zoom 9).
    const before = lowest;
    await expect.poll(async () => (lowest = Math.min(...(await tileZooms(map))))).toBeLessThan(before);
    await expectAllTilesDrawn(map);
  }
  // Zoom 10: pan across the park (it fits in the view): every tile over it drawn.
  await expect.poll(async () => (await tileZooms(map)).includes(10)).toBe(true);
  expect([...(await sweepPack(page, map, 10, centre))].sort()).toEqual(packTiles(10).sort());
  await shot(page, '3-offline-map-z10', map);
  // From the middle of the park, every zoom to 16.
  for (let z = 10; z <= 16; z++) {
    await expect.poll(async () => (await tileZooms(map)).includes(z)).toBe(true);
    // Leaflet ignores a zoom asked for while one is animating.
    await expect(map.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
    await expectAllTilesDrawn(map);
    if (z < 16) await zoomIn.click();
  }
  // Zoom 16: pan across the whole park, row by row: every one of its tiles drawn.
  expect([...(await sweepPack(page, map, 16, centre))].sort()).toEqual(packTiles(16).sort());
  await shot(page, '4-offline-map-z16', map);
  expect(tileTraffic).toEqual([]);
  expect(fromPage).toEqual([]);

  // The list beside saved trails: the pack, its size, and the space it takes.
  await page.goto(`${server.url}/favorites`);
  const list = page.getByRole('region', { name: 'Offline maps' });
  await expect(list.getByRole('link', { name: 'Tokai Pack Loop' })).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  await shot(page, '5-offline-maps-list', list);
  // The space offline maps take, as the list says it, goes from the pack's size to nothing.
  await expect(list.getByText(/^Offline maps use \d+(\.\d)? (KB|MB)\./)).toBeVisible();
  await list.getByRole('button', { name: 'Delete the offline map of Tokai Pack Loop' }).click();
  await expect(list.getByRole('link', { name: 'Tokai Pack Loop' })).toHaveCount(0);
  await expect(list.getByText(/^Offline maps use nothing\./)).toBeVisible();
});

test('a download resumes after a lost connection, can be cancelled, and a changed map is offered again', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
  await page.goto(`${server.url}/routes/${routeId}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pack = (await (await api.get(`/api/map-packs/${routeId}`)).json()) as { bytes: number; etag: string };
  // More than one part (1 MiB each), so a lost connection leaves some behind.
  expect(pack.bytes).toBeGreaterThan(1024 * 1024);
  const download = page.getByRole('button', { name: /^Download offline map \(/ }).filter({ visible: true });
  const status = (text: RegExp) => page.getByText(text).filter({ visible: true });

  // The signal goes as the second part is asked for; the first part stays on the device.
  const ranges: string[] = [];
  await context.route('**/api/map-packs/*/archive', async (route) => {
    ranges.push(route.request().headers()['range']);
    if (ranges.length !== 2) return route.continue();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await download.scrollIntoViewIfNeeded();
  await download.click();
  await expect(status(/^Download paused: the connection was lost \(1 MB of [\d.]+ MB\)\./)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Offline map download' })).toHaveAttribute('value', '1048576');
  await shot(page, '6-download-paused');
  // The signal is back: it goes on from the second part.
  await context.setOffline(false);
  await expect(status(/^Offline map saved on this device/)).toBeVisible();
  const second = `bytes=1048576-${Math.min(pack.bytes, 2 * 1048576) - 1}`;
  expect(ranges.slice(0, 3)).toEqual(['bytes=0-1048575', second, second]);
  // Downloading saved the trail too (its track is kept with it).
  await expect(page.getByRole('button', { name: 'Remove from Saved' }).filter({ visible: true })).toBeVisible();
  await context.unroute('**/api/map-packs/*/archive');

  // The trailhead moves on the server: the pack's version changes and it is offered again.
  const moved = await api.put(`/api/admin/routes/${routeId}`, {
    headers: auth,
    data: { coordinatesLat: String(TRAILHEAD.lat + 0.001), coordinatesLng: String(TRAILHEAD.lng) },
  });
  expect(moved.status()).toBe(200);
  const changed = (await (await api.get(`/api/map-packs/${routeId}`)).json()) as { etag: string };
  expect(changed.etag).not.toBe(pack.etag);
  await page.reload();
  await expect(status(/^The map for this trail has changed since it was saved\.$/)).toBeVisible();

  // Cancel, with the second part on its way: the parts go, the saved (older) map stays.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/map-packs/*/archive', async (route) => {
    if (route.request().headers()['range']?.startsWith('bytes=1048576-')) await held;
    await route.continue().catch(() => {}); // the page may have given up on it by now
  });
  await download.scrollIntoViewIfNeeded();
  await download.click();
  await expect(status(/^Downloading offline map: 1 MB of [\d.]+ MB$/)).toBeVisible();
  await shot(page, '7-download-in-progress');
  await page.getByRole('button', { name: 'Cancel' }).filter({ visible: true }).click();
  await expect(status(/^The map for this trail has changed since it was saved\.$/)).toBeVisible();
  release();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('map-pack-parts')).keys()).length))
    .toBe(0);
  await context.unroute('**/api/map-packs/*/archive');

  // Downloaded again: one pack, the new version, and the space used is its size.
  const size = /\(([\d.]+ (?:KB|MB))\)$/.exec((await download.textContent()) ?? '')![1];
  await download.click();
  await expect(status(/^Offline map saved on this device/)).toBeVisible();
  await page.goto(`${server.url}/favorites`);
  const list = page.getByRole('region', { name: 'Offline maps' });
  await expect(list.getByRole('link', { name: 'Tokai Pack Loop' })).toHaveCount(1);
  await expect(list.getByText(`Offline maps use ${size}.`, { exact: false })).toBeVisible();
  await api.dispose();
});
