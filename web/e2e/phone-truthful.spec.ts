import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage } from './hydration';

interface Trail {
  id: number;
  name: string;
  location: string;
  province: string;
  rating: number;
}

const cards = (page: Page) => page.locator('#routes').getByTestId('trail-card');
const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookies and your privacy' });

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The location select's options in the phone's filter sheet (after choosing a province, if given). */
async function locationOptions(page: Page, province?: string) {
  await page
    .locator('#map')
    .getByTestId('filter-summary')
    .getByRole('button', { name: /^Filters/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Filter Trails' });
  if (province) await sheet.getByLabel('Province').selectOption(province);
  const select = sheet.getByLabel('Location');
  return { sheet, select, options: await select.locator('option').allTextContents() };
}

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the location list holds only places with trails, each with its count, and mirrors to the URL', async ({
    page,
    request,
  }) => {
    const gauteng = (await (await request.get('/api/routes?province=Gauteng')).json()) as Trail[];
    const expected = new Map<string, number>();
    for (const t of gauteng) expected.set(t.location, (expected.get(t.location) ?? 0) + 1);

    await openPage(page, '/');
    await expect(cards(page).first()).toBeVisible();
    const { sheet, select, options } = await locationOptions(page, 'Gauteng');
    expect(options[0]).toBe('All Areas');
    const places = options.slice(1);
    // Every place shown has trails, with the number of them; no zero, no town without a trail.
    expect(places.length).toBe(expected.size);
    for (const label of places) {
      const [, name, count] = /^(.*) \((\d+)\)$/.exec(label) ?? [];
      expect(Number(count), label).toBeGreaterThan(0);
      expect(expected.get(name), label).toBe(Number(count));
    }
    // The example: the town table's plain "Johannesburg" is not offered unless a trail is there.
    if (!expected.has('Johannesburg')) expect(places.filter((p) => /^Johannesburg \(\d+\)$/.test(p))).toEqual([]);

    // Choosing one filters to exactly that many trails, and the URL carries the lowercase value.
    const [place, count] = [...expected.entries()].sort((a, b) => b[1] - a[1])[0];
    await select.selectOption({ label: `${place} (${count})` });
    await expect(page).toHaveURL(new RegExp(`[?&]location=${encodeURIComponent(place.toLowerCase())}(&|$)`));
    await expect(
      sheet.getByRole('button', { name: `Show ${count} ${count === 1 ? 'route' : 'routes'}` }),
    ).toBeVisible();
  });

  test('a location in a shared link that has no trails still opens the page, with nothing to show', async ({
    page,
  }) => {
    await openPage(page, '/?location=nowhere%20town');
    await expect(page.getByText('No routes found')).toBeVisible({ timeout: 30_000 });
    const { select } = await locationOptions(page);
    await expect(select).toHaveValue('nowhere town');
    await expect(select.locator('option:checked')).toHaveText('nowhere town (0)');
  });

  test('figures on the home page agree, and with no third party configured no cookie question is asked', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/routes')).json()) as Trail[];
    const provinces = new Set(all.map((t) => t.province)).size;
    await openPage(page, '/');
    await expect(cards(page).first()).toBeVisible();
    const strip = page.getByRole('region', { name: 'Trail statistics' });
    const about = page.locator('#about');
    await about.scrollIntoViewIfNeeded();
    // The two blocks show the same measured figures (other journeys add trails and reviews while
    // this one runs, so the page is compared with itself, not with an earlier answer).
    await expect(async () => {
      const figures = (await strip.innerText()).replace(/\s+/g, ' ');
      const routes = figures.match(/(\d+) Total Routes/)?.[1];
      const average = figures.match(/(\d\.\d) Average Rating/)?.[1];
      expect(routes && average, figures).toBeTruthy();
      const told = (await about.innerText()).replace(/\s+/g, ' ');
      expect(told).toContain(`${routes} Routes`);
      expect(told).toContain(`${average} Average Rating`);
      expect(told).toContain(`${provinces} Provinces`);
    }).toPass();

    await expect(page.getByRole('contentinfo').getByText('No ad or analytics cookies are used')).toBeVisible();
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test('a favourite whose trail the admin deletes leaves the badge and the favourites page agreeing', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const release = await acquireAdminLock();
    try {
      const headers = await adminHeaders(request);
      const name = `Orphan Check Loop ${Date.now()}`;
      const created = await request.post('/api/admin/routes', {
        headers,
        data: {
          name,
          description: 'A short test loop that is favourited and then deleted.',
          location: 'Stellenbosch',
          province: 'Western Cape',
          coordinatesLat: -33.93,
          coordinatesLng: 18.86,
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as Trail;

      await openPage(page, '/');
      await expect(cards(page).first()).toBeVisible();
      // Two favourites: a catalogue trail and the one about to be deleted.
      const kept = cards(page).first();
      const keptName = (await kept.getByRole('heading', { level: 3 }).textContent())!.trim();
      await kept.getByRole('button', { name: 'Add to favorites' }).click();
      const search = page.getByRole('searchbox', { name: 'Search trails' });
      await search.fill(name);
      await search.press('Enter');
      const doomed = cards(page).filter({ hasText: name });
      await doomed.getByRole('button', { name: 'Add to favorites' }).click();
      await expect(doomed.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.click();
      await expect(page.getByRole('link', { name: /Favorites.*\(2 saved\)/ })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();

      expect((await request.delete(`/api/admin/routes/${id}`, { headers })).status()).toBe(200);
      // The next sync: the connection drops and comes back (the app syncs on 'online').
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(page.getByText('No routes found')).toBeVisible();

      await menu.click();
      await expect(page.getByRole('link', { name: /Favorites.*\(1 saved\)/ })).toBeVisible();
      await page.getByRole('link', { name: /Favorites.*\(1 saved\)/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Favorite Trails' })).toBeVisible();
      await expect(page.getByText('Showing 1 of 1 favorite trails')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Favourites summary' })).toContainText('1Favorite Trail');
      await expect(page.getByTestId('favorite-card')).toHaveCount(1);
      await expect(page.getByTestId('favorite-card')).toContainText(keptName);
    } finally {
      release();
    }
  });

  test('the dashboard shows the four tabs and "More", and the extras are reachable from it', async ({ page }) => {
    const release = await acquireAdminLock();
    try {
      await page.goto('/dashboard');
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Welcome back, admin')).toBeVisible();
      const main = page.getByRole('tablist', { name: 'Dashboard sections' });
      await expect(main.getByRole('tab')).toHaveText(['Overview', 'Videos', 'Trails', 'Settings', 'More']);
      // All five fit the phone's width: none hides off screen.
      for (const tab of await main.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });

      await main.getByRole('tab', { name: 'More' }).click();
      const more = page.getByRole('tablist', { name: 'More sections' });
      await expect(more.getByRole('tab')).toHaveText(['Events', 'Reviews', 'Conditions', 'Tracks']);
      await expect(page.getByRole('heading', { level: 2, name: 'Event Management' })).toBeVisible();
      await more.getByRole('tab', { name: 'Reviews' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Latest Reviews \(\d+\)$/ })).toBeVisible();
      await more.getByRole('tab', { name: 'Conditions' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Condition Reports \(\d+\)$/ })).toBeVisible();
      await page.screenshot({ path: 'test-results/phone-dashboard-more.png' });
    } finally {
      release();
    }
  });
});
