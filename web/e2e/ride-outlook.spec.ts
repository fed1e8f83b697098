import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, FAKE_URL } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage } from './hydration';

/**
 * Issue 33 on a phone: when a wet trail is likely rideable and its week ahead, the park's access
 * card on the first screen, both off-grid with their time, the model's agreement with riders on
 * the dashboard, and the "free to ride" / "open now" filters mirrored to the URL.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie question (the banner would cover the page).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});

interface Trail {
  id: number;
  name: string;
  coordinates: string;
  access: { openingHours: string | null; priceRand: number | null; permitRequired: boolean | null };
}

const allTrails = async (request: APIRequestContext) => (await (await request.get('/api/routes')).json()) as Trail[];
const trailhead = (t: Trail) => (JSON.parse(t.coordinates) as [number, number][])[0];

/** The stand-in weather for this trailhead: 40 mm of rain 20-27 hours ago, sun since and ahead. */
async function stormThenSun(request: APIRequestContext, t: Trail) {
  const [lat, lng] = trailhead(t);
  expect((await request.get(`${FAKE_URL}/__weather?mode=stormsun&lat=${lat}&lng=${lng}`)).status()).toBe(200);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const WEEKDAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';

test.describe('with the service worker (offline journeys)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a wet trail says when it is likely rideable and shows the week; offline the access card and the last outlook show with their time', async ({
    page,
    context,
    request,
  }) => {
    // Its access card was seeded from its own text (decision 077); no other journey opens it.
    const trail = (await allTrails(request)).find((t) => t.name === 'Hogsback MTB Trails')!;
    await stormThenSun(request, trail);

    // First visit: the trails are synced and the service worker controls the page.
    await openPage(page, '/');
    await expect(page.getByText(/^Trails saved on this device, updated /)).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

    await openPage(page, `/routes/${trail.id}`);
    await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
    const conditions = page.getByRole('region', { name: 'Trail conditions' });
    await expect(conditions.getByTestId('verdict-badge')).toHaveText('Riding: Poor');
    const rideable = conditions.getByTestId('rideable-from');
    await expect(rideable).toHaveText(new RegExp(`^Likely rideable from ${WEEKDAY} \\d\\d:\\d\\d$`));
    const when = (await rideable.textContent())!;

    // The access card's gist is on the phone's first screen, above the bottom navigation; the card follows.
    const gist = page.getByTestId('access-summary');
    const nav = page.getByRole('navigation', { name: 'Quick' });
    const onFirstScreen = async () => {
      const limit = (await nav.isVisible()) ? (await nav.boundingBox())!.y : 844;
      const box = (await gist.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(limit);
    };
    await expect(gist).toHaveText('Access: Permit needed · hours not known yet');
    await onFirstScreen();
    const access = page.getByRole('region', { name: 'Access & permits' });
    await expect(access.getByRole('definition').first()).toHaveText(
      'Needed: price not known yetPermits and maps are available in the village',
    );
    await expect(access.getByRole('term').filter({ hasText: 'Opening hours' })).toBeVisible();
    await expect(access.getByText('not known yet', { exact: true })).toHaveCount(4);
    await expect(access.getByText(/^From the trail's description: “.+”$/)).toBeVisible();

    // The 7-day outlook: a word and a shape per day, each with its reason; the inputs on the first.
    const outlook = page.getByRole('region', { name: '7-day ride outlook' });
    const days = outlook.getByTestId('outlook-day');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText(/(Poor|Fair)/);
    await expect(days.first()).toContainText(/40 mm in the last (48|72) h; drying about \d+(\.\d)? mm a day/);
    await expect(days.last()).toContainText('Good');
    await expect(days.last().locator('svg')).toHaveCount(1);
    await expect(outlook.getByText(/^Estimate as of \d\d:\d\d$/)).toBeVisible();
    const lastDay = (await days.last().locator('span').first().textContent())!;

    // No signal at the trailhead: reload. The card and the last outlook come from the device.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
    await expect(access.getByTestId('access-as-of')).toHaveText(
      /^Saved on this device, as of (\w{3} \d+ \w{3}, )?\d\d:\d\d$/,
    );
    await expect(access.getByText('Permits and maps are available in the village', { exact: true })).toBeVisible();
    // With the offline banner at the top, the gist is still on the first screen, and leads to the card.
    await expect(page.getByText('You are offline.')).toBeVisible();
    await onFirstScreen();
    await gist.click();
    await expect(access.getByRole('heading')).toBeInViewport();
    await expect(outlook.getByTestId('outlook-as-of')).toHaveText(
      /^Last outlook seen on this device, as of (\w{3} \d+ \w{3}, )?\d\d:\d\d$/,
    );
    expect(await days.count()).toBeGreaterThanOrEqual(6); // a day may have ended since (midnight)
    // No report or status to go on offline: the badge says today's day of the kept outlook, as an estimate.
    const today = /Good|Fair|Poor|Closed/.exec((await days.first().locator('span').nth(1).textContent())!)![0];
    await expect(conditions.getByTestId('verdict-badge')).toHaveText(`Riding: ${today}`);
    await expect(conditions.getByText(/^Estimate from the last outlook seen on this device: .+ mm/)).toBeVisible();
    await expect(conditions.getByText(/\(the last outlook seen on this device\)$/)).toBeVisible();
    await expect(days.last()).toContainText(lastDay);
    await expect(rideable).toContainText(when);
    await expect(rideable.getByTestId('outlook-as-of')).toContainText('Last outlook seen on this device');
    await context.setOffline(false);
  });
});

test("with the weather service down the outlook says the spec's words and the verdict rests on reports", async ({
  page,
  request,
}, testInfo) => {
  const trail = (await allTrails(request)).find((t) => t.name === 'George Trails (Saasveld)')!;
  const [lat, lng] = trailhead(trail);
  expect((await request.get(`${FAKE_URL}/__weather?mode=error&lat=${lat}&lng=${lng}`)).status()).toBe(200);
  const posted = await request.post(`/api/routes/${trail.id}/conditions`, {
    data: { clientId: `e2e-outlook-down-${Date.now()}`, condition: 'tacky' },
    headers: reporter(40, testInfo),
  });
  expect(posted.status()).toBe(201);
  await openPage(page, `/routes/${trail.id}`);
  const conditions = page.getByRole('region', { name: 'Trail conditions' });
  await expect(conditions.getByTestId('verdict-badge')).toHaveText('Riding: Good');
  await expect(conditions.getByTestId('rideable-from')).toHaveCount(0);
  const outlook = page.getByRole('region', { name: '7-day ride outlook' });
  await expect(outlook.getByText('Forecast data unavailable', { exact: true })).toBeVisible();
  await expect(outlook.getByTestId('outlook-day')).toHaveCount(0);
});

test('the dashboard shows how often the model agreed with a few rider reports', async ({ page, request }, testInfo) => {
  const trail = (await allTrails(request)).find((t) => t.name === 'Shongweni MTB Trails')!;
  await stormThenSun(request, trail);
  // The model says poor (soaked two days ago): two riders agree, one found it dry.
  for (const [i, condition] of ['muddy', 'muddy', 'dry'].entries()) {
    const res = await request.post(`/api/routes/${trail.id}/conditions`, {
      data: { clientId: `e2e-outlook-${Date.now()}-${i}`, condition },
      headers: reporter(30, testInfo),
    });
    expect(res.status()).toBe(201);
  }
  const release = await acquireAdminLock();
  try {
    await openPage(page, '/dashboard');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Welcome back, admin')).toBeVisible();
    await page.getByRole('tab', { name: 'More' }).click();
    await page.getByRole('tab', { name: 'Conditions' }).click();
    const panel = page.getByRole('region', { name: 'Drying model against rider reports' });
    await expect(panel.getByTestId('agreement-overall')).toHaveText(
      /^Overall, last 90 days: Agreed \d+ of \d+ reports \(\d+%\)$/,
    );
    const row = panel.getByRole('row').filter({ hasText: trail.name });
    await expect(row).toContainText('Agreed 2 of 3 reports (67%)');
  } finally {
    release();
  }
});

/**
 * A rider of their own (the server trusts one proxy in the journeys): reports are limited per
 * client, and other journeys post reports from this machine too. Another on a retry.
 */
const reporter = (n: number, testInfo: TestInfo) => ({ 'x-forwarded-for': `198.51.100.${n + testInfo.retry}` });

/** Today in South Africa at hh:mm SAST, as a fixed browser clock (the date the server is on). */
function saToday(hhmm: string): Date {
  const saDate = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.parse(`${saDate}T00:00:00Z`) + ((h - 2) * 60 + m) * 60_000);
}

async function openFilters(page: Page) {
  await page
    .locator('#map')
    .getByTestId('filter-summary')
    .getByRole('button', { name: /^Filters/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Filter Trails' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('"free to ride" and "open now" filter the trails and mirror to the URL, by the clock in South Africa', async ({
  page,
  request,
}) => {
  // One park with a gate open 06:00-18:00 and a R50 day pass (set by the admin).
  const all = await allTrails(request);
  const gated = all.find((t) => t.name === 'Goegap Nature Reserve')!;
  const release = await acquireAdminLock();
  try {
    const res = await request.put(`/api/admin/routes/${gated.id}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: {
        // Its seeded rule and quoted sentence are kept.
        access: {
          ...gated.access,
          permitRequired: true,
          priceRand: 50,
          payAt: ['gate', 'cash'],
          openingHours: '06:00-18:00',
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    release();
  }
  const now = await allTrails(request);
  const free = now.filter((t) => t.access.priceRand === 0 || t.access.permitRequired === false);
  const openAt10 = now.filter((t) => {
    const m = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(t.access.openingHours ?? '');
    return m && +m[1] * 60 + +m[2] <= 600 && 600 < +m[3] * 60 + +m[4];
  });
  expect(openAt10.map((t) => t.name)).toContain(gated.name);

  // 10:00 in South Africa.
  await page.clock.setFixedTime(saToday('10:00'));
  await openPage(page, '/#map');
  let sheet = await openFilters(page);
  await sheet.getByRole('checkbox', { name: 'Open now' }).check();
  await sheet.getByRole('button', { name: `Show ${openAt10.length} route${openAt10.length === 1 ? '' : 's'}` }).click();
  await expect(page).toHaveURL(/[?&]openNow=true(&|$)/);
  const summary = page.locator('#routes').getByTestId('filter-summary');
  await expect(summary.getByRole('status')).toHaveText(`${openAt10.length} route${openAt10.length === 1 ? '' : 's'}`);
  await expect(page.getByRole('article', { name: gated.name, exact: true })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Remove filter: Open now' })).toBeVisible();

  // Free to ride as well: a R50 gate is not free.
  sheet = await openFilters(page);
  await sheet.getByRole('checkbox', { name: 'Open now' }).uncheck();
  await sheet.getByRole('checkbox', { name: 'Free to ride' }).check();
  await sheet.getByRole('button', { name: /^Show \d+ routes?$/ }).click();
  await expect(page).toHaveURL(/[?&]freeToRide=true(&|$)/);
  await expect(page).not.toHaveURL(/openNow/);
  await expect(summary.getByRole('status')).toHaveText(`${free.length} route${free.length === 1 ? '' : 's'}`);
  await expect(page.getByRole('article', { name: 'Cradle Gateway-2-Gateway MTB Trail', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: gated.name, exact: true })).toHaveCount(0);

  // 23:30 in South Africa, from a shared link: the park is closed; a trail whose card says no hours never shows.
  await page.clock.setFixedTime(saToday('23:30'));
  await openPage(page, '/?openNow=true');
  await expect(page.getByRole('article', { name: gated.name, exact: true })).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Remove filter: Open now' })).toBeVisible();
  await expect(page.getByText('No routes found')).toBeVisible();
});
