import { expect, test, type Page } from '@playwright/test';
import { openPage } from './hydration';

const cards = (page: Page) => page.locator('#routes').getByTestId('trail-card');

async function countsByDifficulty(page: Page) {
  const all = (await (await page.request.get('/api/routes')).json()) as { difficulty: string }[];
  return { total: all.length, hard: all.filter((t) => t.difficulty === 'hard').length };
}

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('filters open in a bottom sheet; its button names the count, and the count and chips stay in view', async ({
    page,
  }) => {
    const { total, hard } = await countsByDifficulty(page);
    await openPage(page, '/#map');
    await expect(cards(page).first()).toBeVisible();
    const mapSummary = page.locator('#map').getByTestId('filter-summary');
    await expect(mapSummary.getByRole('status')).toHaveText(`${total} routes`);

    await mapSummary.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter Trails' });
    await expect(sheet).toBeVisible();
    // The sheet sits at the bottom of the screen.
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);

    await sheet.getByLabel('Difficulty').selectOption('hard');
    const apply = sheet.getByRole('button', { name: `Show ${hard} routes` });
    await expect(apply).toBeVisible();
    await apply.click();
    await expect(sheet).toBeHidden();

    // What the change did is on screen where the rider is.
    await expect(mapSummary.getByRole('status')).toHaveText(`${hard} routes`);
    await expect(mapSummary.getByRole('status')).toBeInViewport();
    await expect(mapSummary.getByRole('button', { name: 'Remove filter: Hard' })).toBeInViewport();
    await expect(mapSummary.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(80, hard));

    // The same summary heads the results; a chip removes its one filter.
    const listSummary = page.locator('#routes').getByTestId('filter-summary');
    await expect(listSummary.getByRole('status')).toHaveText(`${hard} routes`);
    await listSummary.getByRole('button', { name: 'Remove filter: Hard' }).click();
    await expect(listSummary.getByRole('status')).toHaveText(`${total} routes`);
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
  });
});

test.describe('on a 1280 x 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the panel stays inline, and chips above the results remove one filter each', async ({ page }) => {
    const { hard } = await countsByDifficulty(page);
    await openPage(page, '/');
    await expect(cards(page).first()).toBeVisible();
    const panel = page.getByRole('form', { name: 'Trail filters' });
    await panel.getByLabel('Difficulty').selectOption('hard');
    await panel.getByLabel('Showers').check();
    const listSummary = page.locator('#routes').getByTestId('filter-summary');
    await expect(listSummary.getByRole('button', { name: 'Remove filter: Hard' })).toBeVisible();
    await listSummary.getByRole('button', { name: 'Remove filter: Showers' }).click();
    await expect(listSummary.getByRole('status')).toHaveText(`${hard} routes`);
    await expect(panel.getByLabel('Showers')).not.toBeChecked();
    await expect(panel.getByLabel('Difficulty')).toHaveValue('hard');
  });
});
