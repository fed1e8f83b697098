import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';

interface ApiVideo {
  id: number;
  title: string;
  category: string;
  viewCount: number;
  youtubeUrl: string;
}

const cards = (page: Page) => page.getByTestId('video-card');

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie question (the banner would cover the page corner).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});

test('a rider filters the gallery by category', async ({ page, request }) => {
  const racing = (await (await request.get('/api/videos?category=racing')).json()) as ApiVideo[];
  expect(racing.length).toBeGreaterThan(0);
  await page.goto('/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mountain Biking Videos' })).toBeVisible();
  await expect(page.getByText(/South African riders and trails/)).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filter videos by category' }).getByRole('button');
  await expect(filters).toHaveText(['All Videos', 'Trail Reviews', 'Gear Reviews', 'How To', 'Racing', 'General']);
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
  const all = await cards(page).count();

  await page.getByRole('button', { name: 'Racing' }).click();
  await expect(page.getByRole('button', { name: 'Racing' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(racing.length);
  for (const video of racing) await expect(cards(page).filter({ hasText: video.title })).toContainText('Racing');
  expect(all).toBeGreaterThan(racing.length);

  await page.getByRole('button', { name: 'All Videos' }).click();
  await expect(cards(page)).toHaveCount(all);
  const card = cards(page).first();
  // The thumbnail is named after the video (alt text, or the placeholder's label when offline).
  const title = (await card.getByRole('heading').textContent())!;
  await expect(card.getByRole('img', { name: title, exact: true })).toBeVisible();
  await expect(card.getByText(/^\d[\d,]* views$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Watch on YouTube' })).toBeVisible();
});

test('opening a video opens YouTube in a new tab and counts a view', async ({ page, request }) => {
  const videos = (await (await request.get('/api/videos?category=how-to')).json()) as ApiVideo[];
  const video = videos[0];
  // Stand-in for the pop-up: record what was opened instead of leaving for YouTube.
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return { opener: {} } as Window;
    }) as typeof window.open;
  });
  await page.goto('/videos');
  const card = cards(page).filter({ hasText: video.title });
  const views = async () => Number((await card.getByText(/ views$/).textContent())!.replace(/\D/g, ''));
  await expect(card.getByText(/ views$/)).toBeVisible();
  const before = await views();

  const counted = page.waitForResponse((r) => r.url().endsWith(`/api/videos/${video.id}/view`) && r.ok());
  await card.getByRole('button', { name: 'Watch on YouTube' }).click();
  await counted;
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([video.youtubeUrl]);
  await expect(page).toHaveURL(/\/videos$/);

  await page.reload();
  await expect(card.getByText(`${before + 1} views`)).toBeVisible();
});

test('an admin adds a video from the gallery, then deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  // One admin account: tests that sign in take turns (see admin-lock.ts).
  const release = await acquireAdminLock();
  try {
    const title = `E2E Drop-in Skills ${Date.now()}`;
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Admin Login' }).click();
    const login = page.getByRole('dialog', { name: 'Admin Authentication Required' });
    await login.getByLabel('Username').fill('admin');
    await login.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByText('Admin Mode')).toBeVisible();

    await page.getByRole('button', { name: 'Add Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    await expect(dialog.getByLabel('Category')).toHaveValue('general');
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=E2eDropIn01&t=30');
    await expect(dialog.getByLabel('YouTube ID')).toHaveValue('E2eDropIn01');
    await dialog.getByLabel('Description').fill('Dropping in on the pump track, step by step.');
    await dialog.getByLabel('Category').selectOption('how-to');
    await dialog.getByLabel('Display Order').fill('99');
    await dialog.getByRole('button', { name: 'Create Video' }).click();
    await expect(page.getByText('Video created', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = cards(page).filter({ hasText: title });
    await expect(card).toContainText('How To');

    page.once('dialog', async (confirm) => {
      expect(confirm.message()).toBe(`Are you sure you want to delete "${title}"?`);
      await confirm.accept();
    });
    await card.getByRole('button', { name: `Delete "${title}"` }).click();
    await expect(page.getByText('Video deleted', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    release();
  }
});
