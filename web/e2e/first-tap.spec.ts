import { expect, test, type Page } from '@playwright/test';
import { FIRST_TAPS, painted, routeMaps, tapNow, trailPath, type FirstTap } from './first-taps';
import { openSlowPhone, type SlowPhone } from './slow-phone';

/**
 * Issue 31: no tap is lost. A rider opens the page on a slow phone (4x CPU, slow 4G: e2e/slow-phone.ts)
 * and taps each control the moment it is painted: no waiting for the app to take the page over,
 * for the network to go quiet or for any sign that the app is ready. The tap must take effect, at
 * once or once the app has started (default expect timeout, 15 s). How fast is the bench's
 * business (`npm run bench -- --taps`), not this journey's.
 */

// One throttled phone at a time, in order (a lost tap does not skip the others): the CPU slowdown
// is felt by everything on this machine.
test.describe.configure({ mode: 'default' });
// A slowed first visit takes most of a minute on a machine of our class.
test.setTimeout(120_000);

/** What the rider goes on to see after the first tap took effect, where there is more to it. */
const afterwards: Partial<Record<string, (page: Page) => Promise<void>>> = {
  'trail page: heart (Add to favorites)': async (page) => {
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText('Added to Favorites');
  },
  'trail page: Share': async (page) => {
    await page.getByRole('menuitem', { name: 'Copy Link' }).tap();
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toContainText('Link copied!');
    await expect(toast).toContainText('The link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  },
  'trail page: a condition choice (Tacky)': async (page) => {
    const submit = page.getByRole('form', { name: 'Report conditions' }).getByRole('button', {
      name: 'Report conditions',
    });
    await submit.tap();
    await expect(page.getByRole('form', { name: 'Report conditions' }).getByRole('status')).toHaveText(
      'Thanks! Your report is in.',
    );
  },
  'trail page: a review star (4 stars)': async (page) => {
    await expect(page.getByRole('radio', { name: '4 stars', exact: true })).toBeChecked();
  },
  'home: Near me': async (page) => {
    await page.getByRole('region', { name: 'Near me' }).getByRole('button', { name: 'Use my location' }).tap();
    await expect(page.getByRole('region', { name: 'Near me' }).getByRole('status')).toHaveText(
      'Sorted by distance from your location',
    );
  },
};

async function firstTap(phone: SlowPhone, tap: FirstTap) {
  const { page } = phone;
  const timeout = 15_000;
  // A tap before this one (tap.reach) is made on a painted page too.
  if (tap.reach) await phone.firstPaint.then(() => tap.reach!(page, timeout));
  const control = tap.control(page);
  await painted(control, phone.firstPaint, timeout);
  const effect = tap.effect(page, timeout);
  // Caught here, so a lost tap fails the test below with its own words, not as an unhandled rejection.
  const seen = effect.then(
    () => true,
    () => false,
  );
  await tapNow(control);
  expect(await seen, `the first tap on ${tap.name} took effect within ${timeout / 1000} s`).toBe(true);
}

for (const tap of FIRST_TAPS) {
  test(`the first tap on ${tap.name} takes effect on a slow phone`, async ({ browser, baseURL }) => {
    const phone = await openSlowPhone(browser, { baseURL: baseURL! });
    try {
      await routeMaps(phone.page);
      await phone.open(tap.on === 'home' ? '/' : await trailPath(baseURL!));
      await firstTap(phone, tap);
      await afterwards[tap.name]?.(phone.page);
    } finally {
      await phone.close();
    }
  });
}
