import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openPage } from './hydration';

/** Cape Town's city centre. */
const CAPE_TOWN = { latitude: -33.9249, longitude: 18.4241 };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const cards = (page: Page) => page.locator('#routes').getByTestId('trail-card');
const chips = (page: Page) => page.locator('#routes').getByTestId('distance-chip');
/** "12.4 km away" / "850 m away" as km. */
const km = (text: string) => (text.includes(' m ') ? parseFloat(text) / 1000 : parseFloat(text));

async function openHome(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
  await openPage(page, '/');
  await expect(cards(page).first()).toBeVisible();
}

test.describe('with the location shared', () => {
  test.use({ ...phone, geolocation: CAPE_TOWN, permissions: ['geolocation'] });

  test('Near me explains, then sorts the list by distance with a distance on each card and a radius in the URL', async ({
    page,
  }) => {
    const { totalRoutes } = (await (await page.request.get('/api/stats')).json()) as { totalRoutes: number };
    await openHome(page);
    const near = page.getByRole('region', { name: 'Near me' });
    await near.getByRole('button', { name: 'Near me' }).click();
    await expect(near.getByText(/asked for its location once/)).toBeVisible();
    await near.getByRole('button', { name: 'Use my location' }).click();
    await expect(near.getByRole('status')).toHaveText('Sorted by distance from your location');

    // The sorted list renders its first cards, then the rest of the 80 while the browser is idle.
    await expect(chips(page)).toHaveCount(Math.min(80, totalRoutes));
    const distances = (await chips(page).allTextContents()).map(km);
    expect(distances.length).toBe(await cards(page).count());
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(50);

    await near.getByLabel('Distance').selectOption('25');
    await expect(page).toHaveURL(/[?&]radius=25\b/);
    await expect(async () => {
      const within = (await chips(page).allTextContents()).map(km);
      expect(within.length).toBeGreaterThan(0);
      expect(within.length).toBeLessThan(distances.length);
      expect(within.every((d) => d <= 25)).toBe(true);
    }).toPass();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`each step of Near me passes axe's WCAG AA checks (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openHome(page);
      const near = page.getByRole('region', { name: 'Near me' });
      const checked = async () => {
        // After the buttons' colour transitions (0.2 s): axe reads the colours as drawn.
        await expect(async () =>
          expect(await axeViolations(page, 'section[aria-label="Near me"]')).toEqual([]),
        ).toPass();
      };
      await near.getByRole('button', { name: 'Near me' }).click();
      await expect(near.getByRole('button', { name: 'Use my location' })).toBeVisible();
      await checked();
      await near.getByRole('button', { name: 'Use my location' }).click();
      await expect(near.getByRole('status')).toHaveText('Sorted by distance from your location');
      await page.mouse.move(0, 0);
      await checked();
    });
  }

  test("the map shows the rider's position and clusters of trails", async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Map', exact: true }).first().click();
    const map = page.locator('#map');
    // The whole country: nearby trailheads are merged into numbered clusters.
    const clusters = map.locator('.trail-cluster');
    await expect(clusters.first()).toBeVisible();
    const count = Number(await clusters.first().textContent());
    expect(count).toBeGreaterThan(1);

    const locate = map.getByRole('button', { name: 'Show my location' });
    // Centred, so the sticky header and the bottom bar do not cover the map's corner.
    await locate.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await locate.click();
    await expect(map.locator('.rider-position')).toBeVisible();
    await expect(map.locator('[title="You are here"]')).toHaveCount(1);
    // Zoomed in around the rider, the trails there have markers of their own.
    await expect(map.locator('.trail-marker').first()).toBeVisible();
  });
});

test.describe('with the location refused', () => {
  test.use({ ...phone, permissions: [] });

  test('the town picker appears, and a town sorts the list by distance', async ({ page, context }) => {
    await context.clearPermissions();
    await openHome(page);
    const near = page.getByRole('region', { name: 'Near me' });
    await near.getByRole('button', { name: 'Near me' }).click();
    await near.getByRole('button', { name: 'Use my location' }).click();
    await expect(near.getByRole('alert')).toHaveText(/denied\. Pick a town instead\./);
    await near.getByLabel('Town').selectOption('Stellenbosch');
    await expect(near.getByRole('status')).toHaveText('Sorted by distance from Stellenbosch');
    const distances = (await chips(page).allTextContents()).map(km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(20);
  });
});
