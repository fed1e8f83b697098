import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage, waitForHydration } from './hydration';

// The offline part needs the real service worker; the rider is on a phone.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** Metres per degree of latitude (the sphere the app's haversine uses). */
const M_PER_DEG = (6_371_008.8 * Math.PI) / 180;
const CENTRE = { lat: -33.95, lng: 18.45 };
/**
 * The loop starts 5 km north of the trailhead (as a loop often starts away from the car park), so
 * the map stored around the trailhead when the trail is saved does not already hold the loop's
 * area, and the track's own "Save the map along the track" has something to store.
 */
const LOOP_START = { lat: CENTRE.lat + 5000 / M_PER_DEG, lng: CENTRE.lng };

/** A 4 km circle (a point every 10 m) climbing 200 m to its far side and back: made by the test, not a real trail. */
function loopPoints() {
  const r = 4000 / (2 * Math.PI);
  const n = 400;
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return {
      lat: LOOP_START.lat + (r - r * Math.cos(a)) / M_PER_DEG,
      lng: LOOP_START.lng + (r * Math.sin(a)) / (M_PER_DEG * Math.cos((LOOP_START.lat * Math.PI) / 180)),
      ele: 300 + 100 * (1 - Math.cos(a)),
    };
  });
}

function loopGpx(): string {
  const pts = loopPoints()
    .map((p) => `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lng.toFixed(7)}"><ele>${p.ele.toFixed(1)}</ele></trkpt>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Loop</name><trkseg>\n${pts}\n</trkseg></trk></gpx>\n`;
}

async function createTrail(request: APIRequestContext, name: string): Promise<number> {
  const login = await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/admin/routes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      location: 'Cape Town',
      province: 'Western Cape',
      difficulty: 'moderate',
      description: 'A loop made up by the track journey.',
      distance: 4,
      elevation: 200,
      duration: '1 hour',
      coordinatesLat: String(CENTRE.lat),
      coordinatesLng: String(CENTRE.lng),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The spot marker's place on the map, as Leaflet positions it. */
const spotTransform = (page: Page) =>
  page.locator('.track-spot-marker').evaluate((el) => (el as HTMLElement).style.transform);

test('an admin imports a GPX; a rider sees the line and profile, saves it, and has them off-grid with the distance to go', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
  const name = `GPX Journey Loop ${Date.now()}`;
  const release = await acquireAdminLock();
  let trailId: number;
  try {
    trailId = await createTrail(request, name);
    // The admin picks the trail and the file, sees what was read, then saves it.
    await page.goto('/dashboard');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('tab', { name: 'More' }).click();
    await page.getByRole('tab', { name: 'Tracks' }).click();
    await page.getByLabel('Trail', { exact: true }).selectOption({ label: name });
    await page.getByLabel('GPX file').setInputFiles({
      name: 'loop.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(loopGpx()),
    });
    const preview = page.getByTestId('track-preview');
    await expect(preview.getByTestId('track-figures')).toContainText('Distance4.00 km');
    await expect(preview.getByTestId('track-figures')).toContainText('Climbing200 m');
    await expect(preview.getByTestId('track-outline')).toBeVisible();
    await preview.getByRole('button', { name: 'Save track' }).click();
    await expect(page.getByText('Track saved.')).toBeVisible();
  } finally {
    release();
  }

  // On the home map, picking the trail draws its line.
  await openPage(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search trails' });
  await search.fill(name);
  await search.press('Enter');
  const map = page.locator('#map');
  await map.scrollIntoViewIfNeeded();
  await map.getByTitle(name).click();
  await expect(map.locator('path.selected-track-line')).toBeVisible();

  // A rider opens the trail: the line, its start and finish, the figures and the profile.
  await openPage(page, `/routes/${trailId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  const track = page.getByRole('region', { name: 'Track' });
  await expect(track.getByTestId('track-figures')).toContainText('Distance4.00 km');
  await expect(track.locator('.leaflet-overlay-pane path')).toBeVisible();
  await expect(track.locator('.track-start-marker')).toBeVisible();
  await expect(track.locator('.track-finish-marker')).toBeVisible();
  await expect(track.getByRole('list', { name: 'Key points of the track' })).toContainText('Highest point');
  const profile = track.getByTestId('elevation-profile');
  await expect(profile).toBeVisible();

  // Tapping the profile marks the spot on the map; another tap moves it.
  const box = (await profile.boundingBox())!;
  await profile.click({ position: { x: box.width * 0.3, y: box.height / 2 } });
  await expect(track.getByTestId('profile-readout')).toHaveText(/km along the track, \d+ m above sea level/);
  await expect(track.locator('.track-spot-marker')).toBeVisible();
  const first = await spotTransform(page);
  await profile.click({ position: { x: box.width * 0.7, y: box.height / 2 } });
  await expect.poll(() => spotTransform(page)).not.toBe(first);

  // Saving the trail keeps its track on the device (the download then comes from there).
  await page.getByRole('button', { name: 'Save Route' }).first().click();
  await expect(track.getByRole('button', { name: 'Download GPX' })).toBeVisible();
  // This provider permits storing tiles: the map along the whole track is stored on request.
  await track.getByRole('button', { name: /^Save the map along the track \(about [\d.]+ (KB|MB)\)$/ }).click();
  await expect(track.getByText('The map along the whole track is saved for offline use.')).toBeVisible();

  // No signal: reload; the line, the profile and the GPX file are still there.
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(track.getByTestId('track-figures')).toContainText('Climbing200 m');
  await expect(track.locator('.leaflet-overlay-pane path')).toBeVisible();
  await expect(track.getByTestId('elevation-profile')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await track.getByRole('button', { name: 'Download GPX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gpx-journey-loop-\d+\.gpx$/);
  const gpx = readFileSync((await download.path())!, 'utf8');
  expect(gpx).toContain('<gpx version="1.1"');
  expect(gpx).toContain(`<name>${name}</name>`);
  expect(gpx.match(/<trkpt /g)?.length).toBeGreaterThan(300);

  // Out on the far side of the loop (half way round), still offline: where am I?
  const half = loopPoints()[200];
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: half.lat, longitude: half.lng });
  await track.getByRole('button', { name: 'Show my position' }).click();
  await expect(track.getByTestId('rider-progress')).toContainText(/2\.\d\d km done, 2\.\d\d km to go/);
  await expect(track.locator('.track-rider-marker')).toBeVisible();
});
