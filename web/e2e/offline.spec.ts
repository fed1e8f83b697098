import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage } from './hydration';

// These journeys need the real service worker (the rest of the suite blocks it).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie question (the banner would cover the page corner).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});

interface Trail {
  id: number;
  name: string;
  province: string;
}

/** First visit: the trails are synced and the service worker controls the page. */
async function firstVisit(page: Page) {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: /^View details for / }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search trails' });

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('a favourite trail, the list and its filters work with no signal; an offline review is sent once', async ({
  page,
  context,
  request,
}) => {
  // The longest journey: online visit, offline reload, a review, the home page and filters, back
  // online. It took 59 s of the default 60 on a loaded machine (faketime, load average 15).
  test.slow();
  // A province no other journey asks the weather of (the server caches weather for 5 minutes).
  const trails = (await (await request.get('/api/routes?province=North%20West')).json()) as Trail[];
  const trail = trails[0];
  await firstVisit(page);

  // Favourite the trail from the list, then open it: weather, reviews and the map are seen online.
  await search(page).fill(trail.name);
  await search(page).press('Enter');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: `View details for ${trail.name}` }) });
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await page.getByRole('link', { name: `View details for ${trail.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
  const weather = page.getByRole('region', { name: 'Current Weather' });
  await expect(weather.getByText(/°C/).first()).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet. Be the first to share your experience!')).toBeVisible();
  const location = page.getByRole('region', { name: 'Trail Location' });
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('img.leaflet-tile-loaded').first()).toBeVisible();

  // No signal at the trailhead: reload.
  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/stats').then(
        () => 'reached',
        () => 'unreachable',
      ),
    ),
  ).toBe('unreachable');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(weather.getByText(/^Last weather seen on this device, as of /)).toBeVisible();
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(location.locator('img.leaflet-tile-loaded').first()).toBeVisible();

  // Write a review offline: it waits on the device, marked pending.
  const comment = `Written at the trailhead with no signal ${Date.now()}`;
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Your review').fill(comment);
  await form.getByLabel('Your name').fill('Sipho');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  const pending = reviews.getByTestId('review').filter({ hasText: comment });
  await expect(pending).toContainText(/sent when you're back online/);

  // The home page, the list, search and filters come from the device too.
  await openPage(page, '/');
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toContainText('1 review is waiting to be sent.');
  await banner.getByRole('button', { name: 'What works offline?' }).click();
  await expect(banner.getByText(/videos and the admin dashboard need a connection/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^View details for / }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Province' }).first().selectOption('North West');
  await expect(page.getByRole('link', { name: `View details for ${trail.name}` })).toBeVisible();
  const shown = await page.getByRole('link', { name: /^View details for / }).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(trails.length);
  await page.goto('/favorites');
  await expect(page.getByRole('link', { name: `View details for ${trail.name}` })).toBeVisible();

  // Back online: the review is sent, exactly once, and shows as a normal review.
  await page.goto(`/routes/${trail.id}`);
  await expect(pending).toContainText(/sent when you're back online/);
  await context.setOffline(false);
  await expect(pending).not.toContainText(/sent when you're back online/);
  await expect(pending).toContainText('Sipho');
  await page.reload();
  await expect(reviews.getByTestId('review').filter({ hasText: comment })).toHaveCount(1);
  const stored = (await (await request.get(`/api/routes/${trail.id}/reviews`)).json()) as { comment: string }[];
  expect(stored.filter((r) => r.comment === comment)).toHaveLength(1);
});

test('offline, every card has its picture: one seen is kept, one never seen is drawn by the page', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  const pictures = page.locator('#routes [data-testid="trail-card"] img[data-picture="illustration"]');
  /** Fetched and decoded (a broken image has no natural width). */
  const loaded = (nth: number) =>
    pictures.nth(nth).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  // Card 40 is far below the first screen: its picture is fetched as it comes near, now that the
  // service worker controls the page, which keeps it.
  const seen = pictures.nth(39);
  await seen.scrollIntoViewIfNeeded();
  await expect(seen).toHaveAttribute('src', /^\/api\/routes\/\d+\/illustration\.svg\?v=\w+$/);
  await expect.poll(() => loaded(39)).toBe(true);
  const seenSrc = await seen.getAttribute('src');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await pictures.nth(39).scrollIntoViewIfNeeded();
  await expect(pictures.nth(39)).toHaveAttribute('src', seenSrc!);
  await expect.poll(() => loaded(39)).toBe(true);
  // The last card's picture was never fetched: the page draws the same illustration itself.
  const last = (await pictures.count()) - 1;
  await pictures.nth(last).scrollIntoViewIfNeeded();
  await expect(pictures.nth(last)).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect.poll(() => loaded(last)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('offline-cards.png') });
  await context.setOffline(false);
});

test('a trail the admin deletes disappears from the device after the next sync', async ({ page, context, request }) => {
  const release = await acquireAdminLock();
  try {
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const name = `Offline Sync Test Loop ${Date.now()}`;
    const created = await request.post('/api/admin/routes', {
      headers,
      data: {
        name,
        description: 'A short test loop used to check that deletions reach riders.',
        location: 'Stellenbosch',
        province: 'Western Cape',
        coordinatesLat: -33.93,
        coordinatesLng: 18.86,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Trail;

    await firstVisit(page);
    await search(page).fill(name);
    await search(page).press('Enter');
    await expect(page.getByRole('link', { name: `View details for ${name}` })).toBeVisible();

    expect((await request.delete(`/api/admin/routes/${id}`, { headers })).status()).toBe(200);
    // The next sync: the connection drops and comes back (the app syncs on 'online').
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('link', { name: `View details for ${name}` })).toHaveCount(0);
    await expect(page.getByText('No routes found')).toBeVisible();
    const onDevice = await page.evaluate(async (trailId) => {
      const open = indexedDB.open('trailfinder');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const get = db.transaction('routes').objectStore('routes').get(trailId);
      return new Promise((resolve) => (get.onsuccess = () => resolve(get.result !== undefined)));
    }, id);
    expect(onDevice).toBe(false);
  } finally {
    release();
  }
});

test('the manifest and service worker meet Chromium’s installability criteria', async ({
  playwright,
  request,
  baseURL,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    description: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { sizes: string; purpose: string }[];
    screenshots: { form_factor: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', short_name: 'TrailFinder', start_url: '/?source=pwa' });
  expect(manifest.name).toContain('TrailFinder SA');
  expect(manifest.description).not.toBe('');
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  for (const size of ['192x192', '512x512']) {
    expect(
      manifest.icons
        .filter((i) => i.sizes === size)
        .map((i) => i.purpose)
        .sort(),
    ).toEqual(['any', 'maskable']);
  }
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const icon of ['/icons/icon-512.png', '/icons/maskable-512.png', '/screenshots/home-narrow.png']) {
    const res = await request.get(icon);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  // Chromium never offers installation in an incognito-like context: use a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'trailfinder-install-'));
  const launchOptions = test.info().project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    // A real rider has to use the site for a while before Chromium offers installation.
    args: [...(launchOptions.args ?? []), '--bypass-app-banner-engagement-checks'],
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await firstVisit(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    // Chromium offers installation: the header's Install app button appears.
    await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('saving a trail also stores the map around it when the tile provider permits it', async ({ page, request }) => {
  const [trail] = (await (await request.get('/api/routes?province=Limpopo')).json()) as Trail[];
  await firstVisit(page);
  await openPage(page, `/routes/${trail.id}`);
  const stats = page.getByRole('region', { name: 'Route Stats' });
  await expect(
    stats.getByText(/^Saving also stores the map around this trail for offline use \(about [\d.]+ MB\)\.$/),
  ).toBeVisible();
  await stats.getByRole('button', { name: 'Save Route' }).click();
  await expect(stats.getByText(/^Map saved for offline use \(\d+ tiles\)$/)).toBeVisible();
  const reported = Number((await stats.getByText(/^Map saved for offline use/).textContent())?.match(/\d+/)?.[0]);
  const stored = await page.evaluate(async () => (await (await caches.open('map-tiles-saved')).keys()).length);
  expect(stored).toBe(reported);

  // Removing it from Saved removes its tiles again.
  await stats.getByRole('button', { name: 'Remove from Saved' }).click();
  await expect(stats.getByRole('button', { name: 'Save Route' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('map-tiles-saved')).keys()).length))
    .toBe(0);
});

test('a new version deployed while the app is open is offered with a Reload prompt', async ({ page }) => {
  await firstVisit(page);

  // Deploy: the server now has a different service worker (what a new build produces).
  const swFile = new URL('../dist/sw.js', import.meta.url);
  const original = readFileSync(swFile, 'utf8');
  try {
    appendFileSync(swFile, `\n// deployed ${Date.now()}\n`);
    // The periodic check (hourly, on 'online' and on return to the tab) asks the server; do it now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('region', { name: 'App update' });
    await expect(prompt.getByText('A new version of TrailFinder SA is ready.')).toBeVisible();
    // The open page keeps working on its own version until the rider chooses.
    await page.getByRole('link', { name: 'Favorites' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorite Trails' })).toBeVisible();

    const waitingWorker = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(await waitingWorker()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorite Trails' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);
    // The new version now runs the page: nothing is left waiting.
    expect(await waitingWorker()).toBe(false);
  } finally {
    writeFileSync(swFile, original);
  }
});
