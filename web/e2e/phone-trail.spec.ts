import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from './hydration';

interface Trail {
  id: number;
  name: string;
  coordinates: string;
}

async function aTrailWithCoordinates(page: Page): Promise<Trail> {
  const all = (await (await page.request.get('/api/routes')).json()) as Trail[];
  return all.find((t) => t.coordinates.trim().startsWith('[['))!;
}

const top = async (l: Locator) => (await l.boundingBox())!.y;

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the trail page leads with name, weather, navigate and save; then details, forecast, reviews', async ({
    page,
  }) => {
    const trail = await aTrailWithCoordinates(page);
    await page.goto(`/routes/${trail.id}`);
    const name = page.getByRole('heading', { level: 1, name: trail.name });
    await expect(name).toBeVisible();
    const order = [
      name,
      page.getByRole('region', { name: 'Current Weather' }),
      page.getByRole('link', { name: /Navigate to Trailhead/ }),
      page.getByRole('button', { name: 'Save Route' }),
      page.getByRole('heading', { name: 'About This Trail' }),
      page.getByRole('region', { name: 'Forecast', exact: true }),
      page.getByRole('region', { name: 'Reviews' }),
    ];
    const tops: number[] = [];
    for (const l of order) {
      await expect(l).toBeAttached();
      tops.push(await top(l));
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // The conditions and the park's access card start on the first screen; today's weather follows
    // them (decision 078: what a rider needs at the gate comes before the temperature).
    const access = page.getByRole('region', { name: 'Access & permits' });
    expect(await top(page.getByRole('region', { name: 'Trail conditions' }))).toBeLessThan(844);
    expect(await top(access)).toBeLessThan(844);
    expect(await top(access)).toBeLessThan(tops[1]);
  });

  test('the sticky in-page nav lands each section just below it', async ({ page }) => {
    const trail = await aTrailWithCoordinates(page);
    await openPage(page, `/routes/${trail.id}`);
    await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'On this page' });
    for (const section of ['Reviews', 'Forecast', 'Details', 'Weather']) {
      await nav.getByRole('link', { name: section }).click();
      const target = page.locator(`#${section.toLowerCase()}`);
      await expect(async () => {
        const navBottom = (await nav.boundingBox())!;
        const y = await top(target);
        expect(navBottom.y).toBe(64); // stuck under the site header
        expect(y).toBeGreaterThanOrEqual(navBottom.y + navBottom.height - 1);
        expect(y).toBeLessThanOrEqual(navBottom.y + navBottom.height + 24);
      }).toPass();
    }
  });
});

test.describe('on a 1280 x 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the two columns stay and the in-page nav reaches the reviews', async ({ page }) => {
    const trail = await aTrailWithCoordinates(page);
    await page.goto(`/routes/${trail.id}`);
    await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
    // Side by side once the page has filled in: its lazy parts come in after the first paint and
    // can move one column for a moment (once, in CI, the two were 355 px apart on the first look).
    await expect(async () => {
      const about = await top(page.getByRole('heading', { name: 'About This Trail' }));
      const stats = await top(page.getByRole('region', { name: 'Route Stats' }));
      expect(Math.abs(about - stats)).toBeLessThan(80);
    }).toPass();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Reviews' }).click();
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeInViewport();
  });
});
