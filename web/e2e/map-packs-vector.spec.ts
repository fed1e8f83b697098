import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addPackTrail,
  canvases,
  downloadPack,
  goOffline,
  openTrail,
  startPackServer,
  watchTiles,
  type Box,
  type PackServer,
} from './map-pack-server';

// A phone with the real service worker, on a server whose archive holds vector tiles (MVT, as
// tilemaker writes them): the map draws them with protomaps-leaflet (decision 086), offline from
// the stored pack. The raster journey is map-packs.spec.ts.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SHOTS = process.env.MAP_PACK_SHOTS; // e.g. /work/wt/screens/vector
let server: PackServer;
let routeId: number;
let packBox: Box;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startPackServer([18.36, -34.1, 18.5, -34.0], { vector: true });
  ({ routeId, packBox } = await addPackTrail(playwright, server, 'Tokai Vector Loop'));
});
test.afterAll(() => server?.stop());

const shot = async (page: Page, name: string, of: Locator) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await of.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('offline, a vector pack draws the map at every zoom from 10 to 16 with no tile request', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await openTrail(page, server, routeId);

  // Online, the track's map draws the server's vector tiles.
  const map = page.getByTestId('track-map');
  await map.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await canvases(map)).withShapes).toBeGreaterThan(0);
  await downloadPack(page);

  // No signal from here on. Every vector tile over the pack's area must come from the pack.
  const { toNetwork: tileTraffic, fromPage, fromPack, failed } = watchTiles(page, context, packBox);
  await goOffline(page, context, server);

  await map.scrollIntoViewIfNeeded();
  // The track line and "you are here" are drawn above the vector map, and its attribution shows.
  await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show my position' }).click();
  await expect(map.locator('.track-rider-marker')).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  const zooms = () => [...fromPack].map((k) => Number(k.split('/')[0]));
  /** Waits for the map to settle at zoom z with its tiles drawn from the pack, and checks their pixels. */
  const expectDrawnAt = async (z: number) => {
    await expect.poll(() => zooms().includes(z), { message: `tiles of zoom ${z} from the pack` }).toBe(true);
    await expect(map.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
    await expect
      .poll(async () => {
        const c = await canvases(map);
        return c.total > 0 && c.drawn === c.total && c.withShapes > 0;
      })
      .toBe(true);
  };
  // The track map opens fitted to the track; out to zoom 10, then in to 16.
  await expect.poll(() => zooms().length).toBeGreaterThan(0);
  let z = Math.max(...zooms());
  await expectDrawnAt(z);
  await shot(page, `vector-offline-z${z}`, map);
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  for (; z > 10; z--) {
    await zoomOut.click();
    await expectDrawnAt(z - 1);
  }
  await shot(page, 'vector-offline-z10', map);
  for (; z < 16; z++) {
    await zoomIn.click();
    await expectDrawnAt(z + 1);
  }
  await shot(page, 'vector-offline-z16', map);
  // Every zoom from 10 to 16 came from the pack; no tile went to the network, none failed.
  expect([...new Set(zooms())].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15, 16]);
  expect(tileTraffic).toEqual([]);
  expect(fromPage).toEqual([]);
  expect(failed).toEqual([]);
});

test.describe('when the vector renderer cannot be fetched', () => {
  // Without the service worker, so the page's own route sees the chunk's request (a worker's
  // precache would answer it first).
  test.use({ serviceWorkers: 'block' });

  test('the map says it could not be drawn on this device', async ({ page }) => {
    await page.route('**/assets/vector-layer-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/routes/${routeId}`);
    const map = page.getByTestId('track-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('status')).toHaveText('The map could not be drawn on this device.');
    // The track line is still drawn over the empty map.
    await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
  });
});
