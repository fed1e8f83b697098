import { expect, test, type Page } from '@playwright/test';
import { openPage, waitForHydration } from './hydration';

const HEADER = 64; // the sticky site header's height on a phone

/** The heading's top sits just below the sticky header. */
async function expectJustBelowHeader(page: Page, headingId: string) {
  await expect(async () => {
    const y = await page.locator(`#${headingId}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(y).toBeGreaterThanOrEqual(HEADER);
    expect(y).toBeLessThanOrEqual(HEADER + 32);
  }).toPass();
}

async function menuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
}

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('menu section links land the heading just below the header, on the home page and from a trail page', async ({
    page,
  }) => {
    await openPage(page, '/');
    await expect(page.locator('#routes').getByTestId('trail-card').first()).toBeVisible();
    await menuLink(page, 'Events');
    await expectJustBelowHeader(page, 'events-title');
    await menuLink(page, 'Routes');
    await expectJustBelowHeader(page, 'routes-title');

    await page.locator('#routes').getByTestId('trail-card').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await menuLink(page, 'News');
    await expect(page).toHaveURL(/\/#news$/);
    await expectJustBelowHeader(page, 'news-title');
  });

  test('Back returns to where the rider was; a new page and a reload open at the top', async ({ page }) => {
    await openPage(page, '/');
    const cards = page.locator('#routes').getByTestId('trail-card');
    await expect(cards.first()).toBeVisible();
    const card = cards.nth(10);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    // The home page stays until the trail page's code has loaded: wait for the trail's own name.
    const name = (await card.getByRole('heading').textContent())!.trim();
    const trailName = page.getByRole('heading', { level: 1, name });
    // Where the rider sees that card as they tap it. (The page's offset can still change while the
    // list fills in above the screen: the browser then keeps the card where it was, so the card's
    // place on the screen, not the offset read earlier, is what Back must give back.)
    const sameCard = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    const seenAt = () => sameCard.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const tappedAt = await seenAt();
    await card.getByRole('heading').getByRole('link').click();
    await expect(trailName).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect.poll(seenAt).toBe(tappedAt);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.goForward();
    await expect(trailName).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Half way down a trail page, a reload opens it at the top.
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('region', { name: 'Reviews' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a rider who scrolls the page before the app has started stays where they scrolled to', async ({ page }) => {
    // The home page shows its trails from the server's HTML; its code (the app's entry) arrives
    // later (held here until the rider has scrolled, as on a slow connection).
    let codeMayLoad!: () => void;
    const scrolled = new Promise<void>((resolve) => (codeMayLoad = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const card = page.locator('#routes').getByTestId('trail-card').nth(4);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    codeMayLoad();
    await waitForHydration(page);
    // Still looking at the same trail (what the app adds above it, the browser scrolls past).
    await expect(card).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
});

test.describe('on a 1280 x 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header link to News from a trail page lands the heading below the header', async ({ page, request }) => {
    const [trail] = (await (await request.get('/api/routes')).json()) as { id: number }[];
    await openPage(page, `/routes/${trail.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/#news$/);
    await expectJustBelowHeader(page, 'news-title');
  });

  test('after a jump to News, content that comes in above the heading does not move it', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('#routes').getByTestId('trail-card').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expectJustBelowHeader(page, 'news-title');
    // The rider takes the page over (a key): from here on the app does not scroll it again.
    await page.keyboard.press('Shift');
    // A block comes in at the end of the events, above the heading (as a late list or picture would).
    const top = await page.locator('#news-title').evaluate(async (heading) => {
      const block = document.createElement('div');
      block.style.height = '600px';
      document.getElementById('events')!.append(block);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return heading.getBoundingClientRect().top;
    });
    expect(top).toBeGreaterThanOrEqual(HEADER);
    expect(top).toBeLessThanOrEqual(HEADER + 32);
  });
});
