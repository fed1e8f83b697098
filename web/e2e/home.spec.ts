import { expect, test, type Page } from '@playwright/test';
import { openPage } from './hydration';

const routeCards = (page: Page) => page.locator('#routes').getByTestId('trail-card');
const routesHeading = (page: Page) => page.locator('#routes-title');

async function openHome(page: Page, path = '/') {
  // The first cards come with the page's HTML; the app then takes the page over.
  await openPage(page, path);
  await expect(routeCards(page).first()).toBeVisible();
}

test('a rider sees the hero, the stats and the first 80 trails', async ({ page, request, baseURL }) => {
  // Our own code logs no errors; third-party resources (map tiles, thumbnails) may be offline here.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && m.location().url.startsWith(baseURL!)) errors.push(m.text());
  });
  const stats = (await (await request.get('/api/stats')).json()) as { totalRoutes: number; averageRating: number };
  // All 80 cards now come in the server's HTML: wait for the app to take the page over before the
  // script scrolls to the map (a script's scroll before that does not count as the rider's).
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Epic Trails' })).toBeVisible();
  await expect(
    page.getByText('Find the best mountain bike routes across all nine provinces of South Africa'),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Search trails by name or location...')).toBeVisible();

  await expect(routeCards(page)).toHaveCount(Math.min(80, stats.totalRoutes));
  await expect(routesHeading(page)).toHaveText('Featured Routes');

  const strip = page.getByRole('region', { name: 'Trail statistics' });
  await expect(strip).toContainText(`${stats.totalRoutes}Total Routes`);
  await expect(strip).toContainText(`${stats.averageRating.toFixed(1)}Average Rating`);
  await expect(strip).toContainText(/km\s*Total Distance/);
  // The map loads as it comes near the screen.
  await page.locator('#map').scrollIntoViewIfNeeded();
  // Leaflet's code, then the markers: on a loaded 2-core machine this took up to ~16 s (measured).
  await expect(page.locator('#map .leaflet-marker-icon').first()).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('searching narrows the list, and clearing the box brings every trail back', async ({ page }) => {
  await openHome(page);
  const search = page.getByRole('searchbox', { name: 'Search trails' });
  await search.fill('Jonkershoek');
  await search.press('Enter');

  await expect(routesHeading(page)).toHaveText('Filtered Routes');
  await expect(page).toHaveURL(/\?search=Jonkershoek$/);
  await expect(page.getByText(/^Found \d+ routes matching your criteria$/)).toBeVisible();
  await expect(routeCards(page).first()).toContainText('Jonkershoek');
  const found = await routeCards(page).count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(10);
  await expect(page.getByText(`Found ${found} routes matching your criteria`)).toBeVisible();

  await search.fill('');
  await expect(routesHeading(page)).toHaveText('Featured Routes');
  await expect(routeCards(page)).toHaveCount(80);
});

test('a filter rewrites the URL, and Back restores the previous filters', async ({ page }) => {
  await openHome(page);
  await page.getByLabel('Province').selectOption('Western Cape');
  await expect(page).toHaveURL(/\?province=Western\+Cape$/);
  await expect(routesHeading(page)).toHaveText('Filtered Routes');
  const found = page.getByText(/^Found \d+ routes matching your criteria$/);
  await expect(found).toBeVisible();
  const westernCape = Number((await found.textContent())?.match(/\d+/)?.[0]);
  await expect(routeCards(page)).toHaveCount(westernCape);
  for (const place of await routeCards(page)
    .getByText(/, [A-Za-z -]+$/)
    .allTextContents()) {
    expect(place).toContain('Western Cape');
  }

  await page.getByLabel('Difficulty').selectOption('hard');
  await expect(page).toHaveURL(/\?difficulty=hard&province=Western\+Cape$/);
  await page.getByRole('checkbox', { name: 'Parking' }).check();
  await expect(page).toHaveURL(/&parking=true$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?difficulty=hard&province=Western\+Cape$/);
  await expect(page.getByRole('checkbox', { name: 'Parking' })).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\?province=Western\+Cape$/);
  await expect(page.getByLabel('Difficulty')).toHaveValue('all');
  await expect(routeCards(page)).toHaveCount(westernCape);
  await page.goBack();
  await expect(routesHeading(page)).toHaveText('Featured Routes');
  await expect(page.getByLabel('Province')).toHaveValue('all');
});

test('a shared filter link opens with those filters applied', async ({ page }) => {
  await openHome(page, '/?province=Western+Cape&difficulty=easy');
  await expect(routesHeading(page)).toHaveText('Filtered Routes');
  await expect(page.getByLabel('Province')).toHaveValue('Western Cape');
  await expect(page.getByLabel('Difficulty')).toHaveValue('easy');
});

test('Load More Routes shows 6 more each time until every trail is listed', async ({ page, request }) => {
  const { totalRoutes } = (await (await request.get('/api/stats')).json()) as { totalRoutes: number };
  // The shipped catalogue is larger than the first page of 80.
  expect(totalRoutes).toBeGreaterThan(80);
  await openHome(page);
  const more = page.getByRole('button', { name: 'Load More Routes' });
  await expect(routeCards(page)).toHaveCount(80);
  await more.click();
  await expect(routeCards(page)).toHaveCount(Math.min(86, totalRoutes));
  while (await more.isVisible()) await more.click();
  await expect(routeCards(page)).toHaveCount(totalRoutes);
  await expect(more).toBeHidden();
});

test("a card's More toggle keeps the text's lines evenly spaced, keeps a 44 px target and opens the text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  // The first card shows its whole text (spec); the second is cut at 100 characters.
  const text = routeCards(page)
    .nth(1)
    .locator('p', { has: page.getByRole('button', { name: /^(More|Less)$/ }) });
  const more = text.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  // The tops of the description's own lines: one line-height apart, the toggle's line included.
  const spacing = await text.evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p.firstChild!);
    const tops = [...new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))].sort((a, b) => a - b);
    return { tops, lineHeight: parseFloat(getComputedStyle(p).lineHeight) };
  });
  expect(spacing.tops.length).toBeGreaterThan(1);
  for (let i = 1; i < spacing.tops.length; i++) {
    expect(Math.abs(spacing.tops[i] - spacing.tops[i - 1] - spacing.lineHeight)).toBeLessThanOrEqual(1);
  }
  const box = (await more.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await more.click();
  await expect(text.getByRole('button', { name: 'Less' })).toBeVisible();
  await expect(text).not.toContainText('...');
});

test('the map shows trail markers, and a popup leads to the trail page', async ({ page }) => {
  await openHome(page);
  await page.getByRole('link', { name: 'Map', exact: true }).first().click();
  const map = page.locator('#map');
  await expect(map.getByRole('heading', { name: 'Interactive Trail Map' })).toBeVisible();
  await expect(map.getByText('OpenStreetMap')).toBeVisible();

  await page.getByLabel('Province').selectOption('Gauteng');
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  // The clustered layer redraws for the new view: wait for it rather than count mid-redraw.
  await expect.poll(() => markers.count()).toBeGreaterThan(1);

  // Markers are keyboard buttons: Enter opens the popup.
  const marker = markers.first();
  const name = await marker.getAttribute('title');
  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText(name!);
  // Difficulty in upper case, then the distance in km.
  await expect(popup).toContainText(/(EASY|MODERATE|HARD|DIFFICULT|EXPERT) · \d+(\.\d+)? km/);
  await popup.getByRole('button', { name: 'View Trail Details' }).click();

  await expect(page).toHaveURL(/\/routes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
});

test('the favourite button keeps a trail and the header counts it', async ({ page }) => {
  await openHome(page);
  const first = routeCards(page).first();
  await first.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(first.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: /Favorites.*1 saved/ })).toBeVisible();
  await first.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu opens from the hamburger and closes when a link is chosen', async ({ page }) => {
    await openHome(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await menu.getByRole('link', { name: 'Videos' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mountain Biking Videos' })).toBeVisible();

    // From another page a section link goes home and scrolls to the section.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Routes' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#routes$/);
    await expect(routesHeading(page)).toBeInViewport();
  });

  test('the bottom bar jumps to the map', async ({ page }) => {
    await openHome(page);
    await page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Map' }).click();
    await expect(page.locator('#map-title')).toBeInViewport();
  });
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-trail-here');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Epic Trails' })).toBeVisible();
});
