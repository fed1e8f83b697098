import { expect, test, type Page } from '@playwright/test';
import { openPage, waitForHydration } from './hydration';

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookies and your privacy' });
const footer = (page: Page) => page.getByRole('contentinfo');

test('the privacy policy says when it was updated and what stays on the device', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated July 11, 2025')).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy Policy \|/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '2. Children' })).toBeVisible();
  await expect(main.getByText(/not intended for children under 13/)).toBeVisible();
  await expect(main.getByText(/an anonymous session id/)).toBeVisible();
  await expect(main.getByText(/salted hash of your IP address/)).toBeVisible();
  await expect(main.getByRole('heading', { name: /Your rights under POPIA/ })).toBeVisible();
  // The list of contents jumps to its section.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(main.getByRole('heading', { name: '10. Contact us' })).toBeInViewport();
});

test('the terms of service say when they were updated and that riders ride at their own risk', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated January 16, 2025')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /Ride at your own risk/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Trail information may change/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Reviews/ })).toBeVisible();
});

test('the about page counts the real trails once there are more than 80', async ({ page, request }) => {
  const { totalRoutes } = (await (await request.get('/api/stats')).json()) as { totalRoutes: number };
  await openPage(page, '/');
  await page.locator('#about').getByRole('link', { name: 'Read our story' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const claim = totalRoutes > 80 ? String(totalRoutes) : 'over 80';
  await expect(page.getByText(`A directory of ${claim} mountain bike trails across South Africa.`)).toBeVisible();
});

test('the footer has the contact e-mail and the legal links', async ({ page }) => {
  await page.goto('/about-us');
  const contact = footer(page).getByRole('link', { name: 'hello@trailfinder.co.za' });
  await expect(contact).toHaveAttribute('href', 'mailto:hello@trailfinder.co.za');
  for (const name of ['Facebook', 'Instagram', 'YouTube']) {
    await expect(footer(page).getByRole('link', { name })).not.toHaveAttribute('target');
  }
  await footer(page).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('with no ad network or analytics configured, no cookie question is asked (phone)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const outsideScripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && new URL(r.url()).hostname !== 'localhost') outsideScripts.push(r.url());
  });
  const body = (await (await request.get('/api/config')).json()) as Record<string, unknown>;
  expect(body.adClientId).toBeUndefined();
  expect(body.analyticsId).toBeUndefined();
  await openPage(page, '/');
  // With the server's settings in place (the footer shows the contact address) ...
  await expect(footer(page).getByRole('link', { name: 'hello@trailfinder.co.za' })).toBeVisible();
  // ... there is nothing to consent to: no banner, and the footer says no such cookies are used.
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(footer(page).getByText('No ad or analytics cookies are used')).toBeVisible();
  await expect(footer(page).getByRole('button', { name: 'Cookie preferences' })).toHaveCount(0);
  expect(outsideScripts).toEqual([]);
});

test('with a third-party service configured, the cookie question is asked once, remembered, and can be changed from the footer', async ({
  page,
}) => {
  // The server here has no ad or analytics id; the page is told it has one (the rule is the web
  // app's): in the settings a rendered page comes with, and in GET /api/config.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace('"config":{', '"config":{"analyticsId":"G-TEST12345",');
      expect(html).toContain('"analyticsId":"G-TEST12345"');
      await route.fulfill({ response: res, body: html });
    },
  );
  await page.route('**/api/config', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), analyticsId: 'G-TEST12345' } });
  });
  // Nothing may load from outside in a test: the analytics script is refused if it is requested.
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.abort());
  const analyticsScript = page.locator('script[src^="https://www.googletagmanager.com/"]');
  await openPage(page, '/');
  await expect(consentBanner(page)).toBeVisible();
  await expect(consentBanner(page).getByRole('link', { name: 'How we use your data' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await consentBanner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(consentBanner(page)).toBeHidden();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Epic Trails' })).toBeVisible();
  await expect(footer(page).getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
  await expect(consentBanner(page)).toBeHidden();
  await expect(analyticsScript).toHaveCount(0);

  await footer(page).getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(consentBanner(page)).toBeVisible();
  await expect(consentBanner(page)).toBeFocused();
  await consentBanner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(consentBanner(page)).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('trailfinder-consent')!).choice)).toBe('granted');
  // Only now, with consent, is the configured service's script added to the page.
  await expect(analyticsScript).toHaveCount(1);

  await page.reload();
  await expect(footer(page).getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
  await expect(consentBanner(page)).toBeHidden();
});

test('our own banners fill the ad slots, one after every 6th trail, and clicks are counted', async ({
  page,
  request,
}) => {
  const { totalRoutes } = (await (await request.get('/api/stats')).json()) as { totalRoutes: number };
  await openPage(page, '/');
  const cards = page.locator('#routes').getByTestId('trail-card');
  // The first cards come with the page; the rest of the 80 follow while the browser is idle.
  await expect(cards).toHaveCount(Math.min(80, totalRoutes));
  const homeSlots = page.getByRole('complementary', { name: 'From TrailFinder SA' });
  await expect(homeSlots).toHaveCount(2);

  // Grid order: six cards, a banner, six more cards, a banner ...
  const grid = page.locator('#routes [data-testid="trail-card"], #routes [data-testid="inline-ad"]');
  const order = await grid.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
  expect(order.slice(0, 14)).toEqual([
    ...Array(6).fill('trail-card'),
    'inline-ad',
    ...Array(6).fill('trail-card'),
    'inline-ad',
  ]);
  const cardCount = await cards.count();
  await expect(page.getByTestId('inline-ad')).toHaveCount(Math.floor(cardCount / 6));

  const clicked = page.waitForRequest(
    (r) => r.url().endsWith('/api/track') && r.postDataJSON()?.interactionType === 'ad_click',
  );
  await homeSlots
    .first()
    .getByRole('link', { name: /Save trails for off-grid rides/ })
    .click();
  await expect(page).toHaveURL(/\/favorites$/);
  expect((await clicked).postDataJSON().metadata).toEqual({
    eventCategory: 'advertising',
    slot: 'home-top',
    target: '/favorites',
  });
});

test('page views are tracked first-party on every route change', async ({ page }) => {
  const viewed = (path: string) =>
    page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/track') &&
        r.postDataJSON()?.interactionType === 'page_view' &&
        r.postDataJSON()?.metadata?.path === path,
    );
  const home = viewed('/');
  await openPage(page, '/');
  expect((await home).headers()['x-session-id']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const about = viewed('/about-us');
  await footer(page).getByRole('link', { name: 'About Us' }).click();
  await about;
});
