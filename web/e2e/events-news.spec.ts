import { expect, test, type Page } from '@playwright/test';
import { openPage } from './hydration';

interface ApiEvent {
  province: string;
  eventType: string;
}
interface ApiArticle {
  title: string;
  url: string;
}

const eventsSection = (page: Page) => page.locator('#events');
const newsSection = (page: Page) => page.locator('#news');
const newsCards = (page: Page) => newsSection(page).getByTestId('news-card');

/**
 * A first visit syncs the whole catalogue (trails, events, news) into the browser once the page has
 * loaded; the list then says so. Allow for a busy server.
 */
async function waitForCatalogue(page: Page) {
  await expect(page.locator('#routes').getByText(/^Trails saved on this device, updated /)).toBeVisible({
    timeout: 30_000,
  });
}

/** Articles link to outside news sites; answer them locally (no internet here). */
async function stubNewsSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(?!localhost)/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Article</title><h1>Article</h1>' }),
    );
}

test('a rider narrows the events by region and type, with counts in the dropdowns', async ({ page, request }) => {
  const all = (await (await request.get('/api/events')).json()) as ApiEvent[];
  const count = (p: (e: ApiEvent) => boolean) => all.filter(p).length;
  const westernCape = count((e) => e.province === 'Western Cape');
  expect(westernCape).toBeGreaterThan(0);

  await openPage(page, '/#events');
  await waitForCatalogue(page);
  const events = eventsSection(page);
  await expect(events.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  const region = events.getByLabel('Region');
  const type = events.getByLabel('Event Type');

  // Every option carries its count; provinces without events are not offered.
  await expect(region.locator('option').first()).toHaveText(`All Provinces (${all.length})`);
  await expect(region.locator('option', { hasText: 'Western Cape' })).toHaveText(`Western Cape (${westernCape})`);
  const regionLabels = await region.locator('option').allTextContents();
  expect(regionLabels.every((l) => /\(\d+\)$/.test(l) && !l.endsWith('(0)'))).toBe(true);
  if (count((e) => e.province === 'Northern Cape') === 0) expect(regionLabels.join()).not.toContain('Northern Cape');
  const typeLabels = await type.locator('option').allTextContents();
  expect(typeLabels[0]).toBe(`All Event Types (${all.length})`);
  expect(typeLabels.slice(1).every((l) => /\((\d+)\)$/.test(l) && !l.endsWith('(0)'))).toBe(true);

  await expect(events.getByText(`Showing ${Math.min(6, all.length)} of ${all.length} upcoming events`)).toBeVisible();
  await region.selectOption('Western Cape');
  await expect(events.getByText(`Showing ${Math.min(6, westernCape)} of ${westernCape} upcoming events`)).toBeVisible();
  const cards = events.getByTestId('event-card');
  await expect(cards).toHaveCount(Math.min(6, westernCape));
  for (const place of await cards.getByText(/, [A-Za-z -]+$/).allTextContents())
    expect(place).toContain('Western Cape');
  // A card has the date, how far away it is, and the race details.
  await expect(cards.first()).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(cards.first()).toContainText(/· (today|tomorrow|in \d+ (days?|weeks?|months?|years?))/);
  // The counts come from the whole list, so they do not change with the other filter.
  await expect(type.locator('option').first()).toHaveText(`All Event Types (${all.length})`);

  // A region and a type with nothing in common: the filtered empty text.
  const provinces = [...new Set(all.map((e) => e.province))];
  const types = [...new Set(all.map((e) => e.eventType))];
  const empty = provinces
    .flatMap((p) => types.map((t) => ({ p, t })))
    .find(({ p, t }) => count((e) => e.province === p && e.eventType === t) === 0);
  expect(empty, 'the catalogue has a region/type pair without events').toBeDefined();
  await region.selectOption(empty!.p);
  await type.selectOption(empty!.t);
  await expect(events.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(events.getByText('Try adjusting your filters to see more events.')).toBeVisible();

  await events.getByRole('button', { name: 'Show All Events' }).click();
  await expect(region).toHaveValue('all');
  await expect(cards).toHaveCount(Math.min(6, all.length));
});

test('the news toggle switches between recommendations and the latest news, 6 at a time', async ({ page, request }) => {
  const [newest] = (await (await request.get('/api/news?limit=1')).json()) as ApiArticle[];
  await openPage(page, '/#news');
  const news = newsSection(page);

  await expect(news.getByRole('heading', { name: 'Recommended for You' })).toBeVisible();
  await expect(news.getByText('AI Powered')).toBeVisible();
  await expect(news.getByRole('button', { name: 'Personalized' })).toHaveAttribute('aria-pressed', 'true');
  await expect(newsCards(page)).toHaveCount(6);
  await news.getByRole('button', { name: 'Load More', exact: true }).click();
  await expect(newsCards(page)).toHaveCount(12);

  await news.getByRole('button', { name: 'Latest' }).click();
  await expect(news.getByRole('button', { name: 'Latest' })).toHaveAttribute('aria-pressed', 'true');
  await expect(news.getByRole('heading', { name: 'Latest MTB News' })).toBeVisible();
  await expect(news.getByText('AI Powered')).toBeHidden();
  await expect(news.getByText('Recommended for You')).toBeHidden();
  // Newest first, starting again at 6.
  await expect(newsCards(page)).toHaveCount(6);
  await expect(newsCards(page).first().getByRole('heading')).toHaveText(newest.title);
  await expect(newsCards(page).first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await news.getByRole('button', { name: 'Load More', exact: true }).click();
  await expect(newsCards(page)).toHaveCount(12);
});

async function personalTitles(page: Page): Promise<string[]> {
  await openPage(page, '/#news');
  // The ranking is computed for this session on every visit; allow for a busy server.
  await expect(newsCards(page)).toHaveCount(6, { timeout: 30_000 });
  await newsSection(page).getByRole('button', { name: 'Load More', exact: true }).click();
  await expect(newsCards(page)).toHaveCount(12);
  return newsCards(page).getByRole('heading').allTextContents();
}

test('after viewing Western Cape trails, Western Cape stories move up the recommendations', async ({
  page,
  request,
}) => {
  const before = await personalTitles(page);
  await expect(newsSection(page).getByText(/Mentions Western Cape/)).toHaveCount(0);

  const trails = (await (await request.get('/api/routes?province=Western%20Cape')).json()) as { id: number }[];
  expect(trails.length).toBeGreaterThanOrEqual(3);
  for (const trail of trails.slice(0, 3)) {
    const viewed = page.waitForRequest(
      (r) => r.url().endsWith('/api/track') && r.postDataJSON()?.interactionType === 'trail_view',
    );
    await page.goto(`/routes/${trail.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await viewed).postDataJSON().metadata.province).toBe('Western Cape');
  }

  const after = await personalTitles(page);
  const reasons = newsSection(page).getByText(/Mentions Western Cape, where you have been browsing trails/);
  await expect(reasons.first()).toBeVisible();
  // Some story that mentions the Western Cape now ranks higher than it did before.
  const westernCapeTitles = await newsCards(page)
    .filter({ has: page.getByText(/Mentions Western Cape/) })
    .getByRole('heading')
    .allTextContents();
  const rose = westernCapeTitles.some((t) => {
    const was = before.indexOf(t);
    return was === -1 || after.indexOf(t) < was;
  });
  expect(rose, `before: ${before.join(' | ')}\nafter: ${after.join(' | ')}`).toBe(true);
});

test('opening an article uses a new tab and is tracked', async ({ page }) => {
  await stubNewsSites(page);
  await openPage(page, '/#news');
  await newsSection(page).getByRole('button', { name: 'Latest' }).click();
  const link = newsCards(page).first().getByRole('link');
  const title = (await link.textContent())!;
  const tracked = page.waitForRequest(
    (r) => r.url().endsWith('/api/track') && r.postDataJSON()?.interactionType === 'article_click',
  );
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(tab).toHaveTitle('Article');
  const body = (await tracked).postDataJSON();
  expect(body.metadata).toMatchObject({ title, source: expect.any(String), category: expect.any(String) });
  await expect(page).toHaveURL(/\/#news$/);
});

test('without the news service the section says so, or shows the news saved on the device', async ({ page }) => {
  const newsCalls = /\/api\/(news|recommendations\/news)\?/;
  await page.route(newsCalls, (route) => route.abort('internetdisconnected'));
  await page.route('**/api/sync*', (route) => route.abort('internetdisconnected'));
  // Three steps, one after the other, while the page starts: the personal ranking fails, then the
  // latest news fails, then the device's copy is read. On a busy CI machine each failed call was
  // seen 2-4 s after it was made (the page's start has the main thread): allow for it.
  const fallback = { timeout: 30_000 };
  await openPage(page, '/#news');
  await expect(newsSection(page).getByRole('heading', { name: 'News Currently Unavailable' })).toBeVisible(fallback);
  await expect(
    newsSection(page).getByText("We're working to bring you the latest MTB news. Please check back later."),
  ).toBeVisible();

  // Once a sync has saved the news on the device, that copy is shown instead.
  await page.unroute('**/api/sync*');
  await openPage(page, '/');
  await waitForCatalogue(page);
  await openPage(page, '/#news');
  await expect(newsSection(page).getByText('Offline: showing the news saved on this device.')).toBeVisible(fallback);
  await expect(newsCards(page)).toHaveCount(6);
});

test('an empty news service shows No News Available', async ({ page }) => {
  await page.route(/\/api\/(news|recommendations\/news)\?/, (route) => route.fulfill({ json: [] }));
  await openPage(page, '/#news');
  await expect(newsSection(page).getByRole('heading', { name: 'No News Available' })).toBeVisible();
  await expect(newsCards(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an article opens in the same tab', async ({ page }) => {
    await stubNewsSites(page);
    await openPage(page, '/#news');
    const link = newsCards(page).first().getByRole('link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page).toHaveTitle('Article');
  });
});
