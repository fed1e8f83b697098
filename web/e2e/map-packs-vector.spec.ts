import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addPackTrail, startPackServer, tileOverBox, TRAILHEAD, type Box, type PackServer } from './map-pack-server';

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

const tileKey = (url: string) => new URL(url).pathname.replace(/^\/tiles\/|\.\w+$/g, '');

/**
 * The canvases of the zoom the map shows (Leaflet puts it in the tile container on top): how
 * many, how many are drawn, and how many show the generated map's shapes (its lake's blue and
 * its tracks' brown: a drawn vector tile, not a blank or background-only canvas).
 */
const canvases = (map: Locator) =>
  map.locator('.leaflet-tile-container').evaluateAll((levels) => {
    const top = levels.reduce<Element | null>(
      (a, b) => (!a || Number((b as HTMLElement).style.zIndex) > Number((a as HTMLElement).style.zIndex) ? b : a),
      null,
    );
    const tiles = Array.from(top?.querySelectorAll('canvas.leaflet-tile') ?? []) as HTMLCanvasElement[];
    const near = (d: Uint8ClampedArray, i: number, [r, g, b]: number[]) =>
      Math.abs(d[i] - r) < 6 && Math.abs(d[i + 1] - g) < 6 && Math.abs(d[i + 2] - b) < 6;
    const showsShapes = (c: HTMLCanvasElement) => {
      if (c.width === 0) return false;
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let water = 0;
      let track = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (near(d, i, [0xa5, 0xc8, 0xe4])) water++;
        else if (near(d, i, [0x8a, 0x5a, 0x2b])) track++;
      }
      return water > 50 && track > 50;
    };
    return {
      total: tiles.length,
      drawn: tiles.filter((c) => c.classList.contains('leaflet-tile-loaded')).length,
      withShapes: tiles.filter(showsShapes).length,
    };
  });

test('offline, a vector pack draws the map at every zoom from 10 to 16 with no tile request', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
  await page.goto(`${server.url}/routes/${routeId}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });

  // Online, the track's map draws the server's vector tiles.
  const map = page.getByTestId('track-map');
  await map.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await canvases(map)).withShapes).toBeGreaterThan(0);

  const download = page
    .getByRole('button', { name: /^Download offline map \(\d+(\.\d)? (KB|MB)\)$/ })
    .filter({ visible: true });
  await download.scrollIntoViewIfNeeded();
  await download.click();
  await expect(page.getByText(/^Offline map saved on this device/).filter({ visible: true })).toBeVisible({
    timeout: 60_000,
  });

  // No signal from here on. Every vector tile over the pack's area must come from the pack.
  const tileTraffic: string[] = [];
  context.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/tiles/') && req.serviceWorker() && tileOverBox(req.url(), packBox))
      tileTraffic.push(req.url());
  });
  const fromPage: string[] = [];
  const fromPack = new Set<string>();
  const failed: string[] = [];
  page.on('response', (res) => {
    const url = res.url();
    if (!new URL(url).pathname.startsWith('/tiles/') || !tileOverBox(url, packBox)) return;
    if (!res.fromServiceWorker()) fromPage.push(url);
    else if (res.status() === 200 && res.headers()['x-from-map-pack']) fromPack.add(tileKey(url));
    else failed.push(url);
  });
  page.on('requestfailed', (req) => {
    if (new URL(req.url()).pathname.startsWith('/tiles/') && tileOverBox(req.url(), packBox)) failed.push(req.url());
  });
  await context.setOffline(true);
  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation({ latitude: TRAILHEAD.lat + 0.001, longitude: TRAILHEAD.lng + 0.001 });
  await page.reload();

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
