import { mkdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import {
  addPackTrail,
  canvases,
  downloadPack,
  goOffline,
  openTrail,
  pixel,
  startPackServer,
  topLevelScale,
  watchTiles,
  type Box,
  type PackServer,
} from './map-pack-server';

// A host's archive often stops below zoom 16 (tilemaker's default output stops at 14, as do many
// raster extracts). A phone with the real service worker and a pack from such an archive: offline,
// zooms past 14 draw zoom 14's tiles enlarged, with no tile request and no "No map stored" hint.
// The full journeys with zoom-16 archives are map-packs.spec.ts and map-packs-vector.spec.ts.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SHOTS = process.env.MAP_PACK_SHOTS; // e.g. /work/wt/screens/overzoom
const PARK: Box = [18.36, -34.1, 18.5, -34.0];
const ARCHIVE_MAX_ZOOM = 14;

/** The zoom of each raster tile the map shows over the pack, and whether all of them are drawn. */
const rasterTiles = (map: Locator) =>
  map.locator('img.leaflet-tile').evaluateAll((imgs) => ({
    zooms: [...new Set(imgs.map((i) => Number(new URL((i as HTMLImageElement).src).pathname.split('/')[2])))],
    drawn: imgs.every(
      (i) =>
        (i as HTMLImageElement).complete &&
        (i as HTMLImageElement).naturalWidth === 256 &&
        i.classList.contains('leaflet-tile-loaded'),
    ),
    total: imgs.length,
  }));

for (const vector of [false, true]) {
  const kind = vector ? 'vector' : 'raster';
  test.describe(`a ${kind} archive that stops at zoom ${ARCHIVE_MAX_ZOOM}`, () => {
    let server: PackServer;
    let routeId: number;
    let packBox: Box;
    let trackBox: Box;

    test.beforeAll(async ({ playwright }) => {
      test.setTimeout(240_000);
      server = await startPackServer(PARK, { vector, maxZoom: ARCHIVE_MAX_ZOOM });
      ({ routeId, packBox, trackBox } = await addPackTrail(playwright, server, `Tokai Zoom 14 ${kind} Loop`));
    });
    test.afterAll(() => server?.stop());

    test(`offline, its pack draws zooms 15 and 16 enlarged from zoom ${ARCHIVE_MAX_ZOOM}, with no tile request`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await openTrail(page, server, routeId);
      // The pack promises only what the archive has: zooms 10 to 14.
      const pack = (await (await page.request.get(`${server.url}/api/map-packs/${routeId}`)).json()) as {
        minZoom: number;
        maxZoom: number;
      };
      expect(pack).toMatchObject({ minZoom: 10, maxZoom: ARCHIVE_MAX_ZOOM });
      await downloadPack(page);

      const tiles = watchTiles(page, context, packBox);
      await goOffline(page, context, server);
      const map = page.getByTestId('track-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();

      const zoomIn = map.getByRole('button', { name: 'Zoom in' });
      const zoomOut = map.getByRole('button', { name: 'Zoom out' });
      const settled = () => expect(map.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
      // The map's zoom, read from what the rider sees: the track line's width (4-pixel stroke aside).
      const trackWidth = (z: number) => pixel(trackBox[2], trackBox[1], z)[0] - pixel(trackBox[0], trackBox[1], z)[0];
      const lineWidth = async () => (await map.locator('path.leaflet-interactive').first().boundingBox())!.width - 4;
      let zoom = Math.round(Math.log2((await lineWidth()) / trackWidth(0)));
      /** One zoom step with the map's button, waiting for the line to be drawn at the new zoom. */
      const step = async (by: 1 | -1) => {
        await settled();
        await (by > 0 ? zoomIn : zoomOut).click();
        zoom += by;
        await expect.poll(lineWidth).toBeCloseTo(trackWidth(zoom), -1);
      };
      /** The map is drawn: every tile loaded with its pixels; for raster, zoom 14's tiles enlarged. */
      const expectDrawn = async () => {
        await settled();
        if (vector)
          await expect
            .poll(async () => {
              const c = await canvases(map);
              return c.total > 0 && c.drawn === c.total && c.withTracks > 0;
            })
            .toBe(true);
        else {
          await expect.poll(() => rasterTiles(map)).toMatchObject({ zooms: [ARCHIVE_MAX_ZOOM], drawn: true });
          await expect.poll(() => topLevelScale(map)).toBe(2 ** (zoom - ARCHIVE_MAX_ZOOM));
        }
        await expect(map.getByText(/^No map stored/)).toHaveCount(0);
      };
      // The map opens fitted to the track; to zoom 16, then out to the archive's own zoom.
      while (zoom !== 16) await step(zoom < 16 ? 1 : -1);
      await expectDrawn();
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${SHOTS}/${kind}-archive-z14-offline-z16.png` });
      }
      await step(-1);
      await expectDrawn();
      await step(-1);
      await expectDrawn();

      // Every tile came from the pack, none above the archive's zoom; none asked of the network.
      const zooms = [...tiles.fromPack].map((k) => Number(k.split('/')[0]));
      expect(Math.max(...zooms)).toBe(ARCHIVE_MAX_ZOOM);
      expect(tiles.toNetwork).toEqual([]);
      expect(tiles.fromPage).toEqual([]);
      expect(tiles.failed).toEqual([]);
    });
  });
}
