import { expect, test, type Page } from '@playwright/test';
import { openPage } from './hydration';

const cards = (page: Page) => page.locator('#routes').getByTestId('trail-card');

/** How many cards lie wholly between the sticky header and the bottom navigation. */
async function cardsOnOneScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const bottomNav = document.querySelector('nav[aria-label="Quick"]');
    const bottom = bottomNav ? bottomNav.getBoundingClientRect().top : window.innerHeight;
    return Array.from(document.querySelectorAll('#routes [data-testid="trail-card"]')).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= top && r.bottom <= bottom;
    }).length;
  });
}

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('compact cards show name, difficulty, distance, province, rating and a heart, three or more per screen', async ({
    page,
    request,
  }) => {
    const { totalRoutes } = (await (await request.get('/api/stats')).json()) as { totalRoutes: number };
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(80, totalRoutes));
    const first = cards(page).first();
    // The one-row card: no description or View Details on a phone.
    await expect(first.getByRole('link', { name: /^View details for / })).toBeHidden();

    // Its text, not innerText: a card below the screen is not laid out yet (content-visibility).
    const name = (await first.getByRole('heading').textContent())!.trim();
    const all = (await (await request.get('/api/routes')).json()) as {
      name: string;
      difficulty: string;
      distance: number;
      province: string;
      rating: number;
    }[];
    const trail = all.find((t) => t.name === name)!;
    const named = first;
    await expect(named).toContainText(trail.province);
    await expect(named).toContainText(new RegExp(trail.difficulty, 'i'));
    await expect(named).toContainText(`${trail.distance} km`);
    await expect(named).toContainText(`Rating ${trail.rating.toFixed(1)}`);
    await expect(named.getByRole('button', { name: /to favorites|from favorites/ })).toBeVisible();

    await first.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const card = document.querySelector('#routes [data-testid="trail-card"]')!;
      const header = document.querySelector('header')!.getBoundingClientRect().height;
      window.scrollBy(0, card.getBoundingClientRect().top - header - 8);
    });
    expect(await cardsOnOneScreen(page)).toBeGreaterThanOrEqual(3);

    // Tapping the card opens the trail.
    await first.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/routes\/\d+$/);
  });

  test('Load More Routes stays under the compact cards', async ({ page, request }) => {
    const { totalRoutes } = (await (await request.get('/api/stats')).json()) as { totalRoutes: number };
    expect(totalRoutes).toBeGreaterThan(80);
    // The first 80 cards come in the server's HTML; the button works once the app has taken over.
    await openPage(page, '/');
    await expect(cards(page)).toHaveCount(80);
    await page.getByRole('button', { name: 'Load More Routes' }).click();
    await expect(cards(page)).toHaveCount(Math.min(86, totalRoutes));
  });
});

test.describe('on a 1280 x 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the full card with its description and View Details stays', async ({ page }) => {
    await page.goto('/');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('link', { name: /^View details for / })).toBeVisible();
    // The picture across the card's width, above its name.
    const picture = await first.locator('img').boundingBox();
    const card = await first.boundingBox();
    expect(picture!.width).toBeGreaterThan(card!.width - 4);
  });
});
