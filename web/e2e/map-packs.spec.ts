import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { startPackServer, type PackServer } from './map-pack-server';

// A phone, with the real service worker (it draws the offline map from the stored pack).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.MAP_PACK_SHOTS; // e.g. /work/wt/shots/map-packs
const TRAILHEAD = { lat: -34.05, lng: 18.42 };
let server: PackServer;
let routeId: number;
let packBox: [number, number, number, number];

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

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startPackServer([18.36, -34.1, 18.5, -34.0]);
  const api = await playwright.request.newContext({ baseURL: server.url });
  const login = await api.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await api.post('/api/admin/routes', {
    headers: auth,
    data: {
      name: 'Tokai Pack Loop',
      location: 'Tokai',
      province: 'Western Cape',
      description: 'A trail made by the map pack journey.',
      coordinatesLat: String(TRAILHEAD.lat),
      coordinatesLng: String(TRAILHEAD.lng),
    },
  });
  expect(created.status()).toBe(201);
  routeId = ((await created.json()) as { id: number }).id;
  const track = await api.put(`/api/admin/routes/${routeId}/track`, {
    headers: { ...auth, 'content-type': 'application/gpx+xml' },
    data: loopGpx(),
  });
  expect(track.status()).toBe(200);
  packBox = ((await (await api.get(`/api/map-packs/${routeId}`)).json()) as { bbox: typeof packBox }).bbox;
  await api.dispose();
});
test.afterAll(() => server?.stop());

/** Whether a /tiles/{z}/{x}/{y}.png address covers part of the pack's area. */
function overPack(url: string): boolean {
  const [, , z, x, y] = new URL(url).pathname.replace('.png', '').split('/').map(Number);
  const side = 2 ** z;
  const lng = (tx: number) => (tx / side) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / side))) * 180) / Math.PI;
  const [w, s, e, n] = packBox;
  return lng(x + 1) > w && lng(x) < e && lat(y + 1) < n && lat(y) > s;
}

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const tileZooms = (map: Locator) =>
  map
    .locator('img.leaflet-tile')
    .evaluateAll((imgs) => [
      ...new Set(imgs.map((i) => Number(new URL((i as HTMLImageElement).src).pathname.split('/')[2]))),
    ]);

/**
 * Every tile the map shows over the pack's area is drawn (loaded, with its pixels): the list of
 * those that are not. Around the area, at low zooms, the view also holds tiles no pack has.
 */
async function expectAllTilesDrawn(map: Locator) {
  await expect
    .poll(() =>
      map.locator('img.leaflet-tile').evaluateAll((imgs, [w, s, e, n]) => {
        const over = (imgs as HTMLImageElement[]).filter((i) => {
          const [, , z, x, y] = new URL(i.src).pathname.replace('.png', '').split('/').map(Number);
          const side = 2 ** z;
          const lng = (tx: number) => (tx / side) * 360 - 180;
          const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / side))) * 180) / Math.PI;
          return lng(x + 1) > w && lng(x) < e && lat(y + 1) < n && lat(y) > s;
        });
        const notDrawn = over.filter(
          (i) => !(i.complete && i.naturalWidth === 256 && i.classList.contains('leaflet-tile-loaded')),
        );
        return over.length === 0 ? ['no tile over the pack'] : notDrawn.map((i) => new URL(i.src).pathname);
      }, packBox),
    )
    .toEqual([]);
}

test('a rider saves a trail, downloads its offline map and rides with no signal', async ({ page, context }) => {
  test.setTimeout(180_000);
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
  while (Math.min(...(await tileZooms(map))) > 10) {
    await zoomOut.click();
    await expectAllTilesDrawn(map);
  }
  for (let z = 10; z <= 16; z++) {
    await expect.poll(async () => (await tileZooms(map)).includes(z)).toBe(true);
    await expectAllTilesDrawn(map);
    if (z < 16) await zoomIn.click();
  }
  // Pan across the park at zoom 16.
  const box = (await map.boundingBox())!;
  for (const [dx, dy] of [
    [-150, 0],
    [0, -150],
    [150, 150],
  ]) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 5 });
    await page.mouse.up();
    await expectAllTilesDrawn(map);
  }
  await shot(page, '3-offline-map-z16');
  expect(tileTraffic).toEqual([]);
  expect(fromPage).toEqual([]);

  // The list beside saved trails: the pack, its size, and the space it takes.
  await page.goto(`${server.url}/favorites`);
  const list = page.getByRole('region', { name: 'Offline maps' });
  await expect(list.getByRole('link', { name: 'Tokai Pack Loop' })).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  await shot(page, '4-offline-maps-list');
  // The space offline maps take, as the list says it, goes from the pack's size to nothing.
  await expect(list.getByText(/^Offline maps use \d+(\.\d)? (KB|MB)\./)).toBeVisible();
  await list.getByRole('button', { name: 'Delete the offline map of Tokai Pack Loop' }).click();
  await expect(list.getByRole('link', { name: 'Tokai Pack Loop' })).toHaveCount(0);
  await expect(list.getByText(/^Offline maps use nothing\./)).toBeVisible();
});
