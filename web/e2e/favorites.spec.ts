import { expect, test, type Page } from '@playwright/test';
import { openPage } from './hydration';

interface Trail {
  id: number;
  name: string;
  province: string;
  distance: number;
}

const routeCards = (page: Page) => page.locator('#routes').getByTestId('trail-card');
const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

test('a rider keeps favourites on the device, sees them summed up on /favorites, and clears them', async ({
  page,
  request,
}) => {
  test.slow(); // a long journey: two page loads of the full home page, then /favorites
  const all = (await (await request.get('/api/routes')).json()) as Trail[];
  // The first cards come with the page; the app runs it once its code has loaded.
  await openPage(page, '/');
  await expect(routeCards(page).first()).toBeVisible();

  // Favourite the first two trails on the list.
  const picked: Trail[] = [];
  for (const card of [routeCards(page).nth(0), routeCards(page).nth(1)]) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    picked.push(all.find((t) => t.name === name)!);
    await card.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(toast(page, 'Added to Favorites')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  }

  // Still there after a reload (kept in IndexedDB), counted in the header.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /Favorites.*2 saved/ })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorite Trails' })).toBeVisible();
  await expect(page.getByText(/kept locally on this device/)).toBeVisible();

  const summary = page.getByRole('region', { name: 'Favourites summary' });
  const km = Math.round(picked[0].distance + picked[1].distance);
  const provinces = new Set(picked.map((t) => t.province)).size;
  await expect(summary).toContainText('2Favorite Trails');
  await expect(summary).toContainText(`${km} kmTotal Distance`);
  await expect(summary).toContainText(`${provinces}${provinces === 1 ? 'Province' : 'Provinces'}`);
  await expect(page.getByText('Showing 2 of 2 favorite trails')).toBeVisible();
  const cards = page.getByTestId('favorite-card');
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.nth(0)).toContainText(picked[1].name);
  await expect(cards.nth(1)).toContainText(picked[0].name);

  // Clear All asks first; Cancel keeps everything.
  await page.getByRole('button', { name: 'Clear All' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear All Favorites?' });
  await expect(dialog).toContainText('This will remove all 2 trails from your favorites.');
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('heading', { name: 'No Favorite Trails Yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore Trails' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the trail page toggles a favourite with its toasts', async ({ page, request }) => {
  const [trail] = (await (await request.get('/api/routes')).json()) as Trail[];
  await openPage(page, `/routes/${trail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();

  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page, 'Added to Favorites')).toBeVisible();
  await page.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(toast(page, 'Removed from Favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
});

test('a favourite kept from an older version of the site is moved over once', async ({ page, request }) => {
  const [, second] = (await (await request.get('/api/routes')).json()) as Trail[];
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('trailfinder-favorites', JSON.stringify([id]));
      sessionStorage.setItem('seeded', '1');
    }
  }, second.id);
  await page.goto('/favorites');
  await expect(page.getByText('Showing 1 of 1 favorite trails')).toBeVisible();
  await expect(page.getByTestId('favorite-card')).toContainText(second.name);
  expect(await page.evaluate(() => localStorage.getItem('trailfinder-favorites'))).toBeNull();
});
