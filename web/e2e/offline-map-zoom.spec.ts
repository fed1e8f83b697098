import { expect, test, type Locator } from '@playwright/test';
import { openPage, waitForHydration } from './hydration';

// The map's tiles are kept by the real service worker (the rest of the suite blocks it).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie question (the banner would cover the map).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});

/** The zoom level of the tiles the map shows (…/tiles/{z}/{x}/{y}.png). */
const shownZooms = (map: Locator) =>
  map
    .locator('img.leaflet-tile-loaded')
    .evaluateAll((imgs) => [
      ...new Set(imgs.map((img) => Number(new URL((img as HTMLImageElement).src).pathname.split('/')[2]))),
    ]);

test('offline, zooming in past the map stored on the phone says so and zooms back to it', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  // The worker keeps tiles as they are viewed: look at the map now that it runs the page.
  await page.reload();
  await waitForHydration(page);
  const map = page.locator('#map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const [storedZoom] = await shownZooms(map);
  // Every tile on screen is kept before the signal goes (the worker stores each as it arrives).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('map-tiles');
        const shown = Array.from(document.querySelectorAll<HTMLImageElement>('#map img.leaflet-tile-loaded'));
        const kept = await Promise.all(shown.map((img) => cache.match(img.src)));
        return shown.length > 0 && kept.every(Boolean);
      }),
    )
    .toBe(true);

  // No signal: the stored zoom still shows, with no hint.
  await context.setOffline(true);
  const hint = map.getByRole('status').filter({ hasText: 'No map stored at this zoom on this device' });
  await expect(hint).toHaveCount(0);

  // Two steps closer: nothing stored there.
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  await zoomIn.click();
  await zoomIn.click();
  await expect(hint).toBeVisible();

  await hint.getByRole('button', { name: 'Zoom out to the stored map' }).click();
  await expect(hint).toHaveCount(0);
  await expect.poll(() => shownZooms(map)).toEqual([storedZoom]);
  await expect(map.locator(`img.leaflet-tile-loaded[src*="/tiles/${storedZoom}/"]`).first()).toBeVisible();
});

test('online, zooming in needs no hint', async ({ page }) => {
  await openPage(page, '/');
  const map = page.locator('#map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const [first] = await shownZooms(map);
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => shownZooms(map)).toEqual([first + 1]);
  await expect(map.getByRole('status').filter({ hasText: /^No map stored/ })).toHaveCount(0);
});
