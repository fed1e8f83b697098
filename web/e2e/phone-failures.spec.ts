import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage } from './hydration';

interface Trail {
  id: number;
  name: string;
}

// A province no other journey reviews or sets a status in: its trails start clean.
const trailsOfNorthernCape = async (page: Page) =>
  (await (await page.request.get('/api/routes?province=Northern%20Cape')).json()) as Trail[];

/** Every write the page sends to `path` (so a test can show that a refused form sent nothing). */
function writesTo(page: Page, path: RegExp): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && path.test(new URL(r.url()).pathname)) sent.push(r);
  });
  return sent;
}

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie question (the banner would cover the form).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a rider who posts too many reviews is told how long to wait, and keeps what they wrote', async ({
    page,
  }, testInfo) => {
    // Its own client address (a documentation range; only a header), so the reviews other journeys
    // post from this machine in the same minute neither use up its five nor are refused because of it.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${testInfo.retry + 10}` });
    const [trail] = await trailsOfNorthernCape(page);
    await openPage(page, `/routes/${trail.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const form = reviews.getByRole('form', { name: 'Write a review' });
    const alert = form.getByRole('alert');
    const comment = form.getByLabel('Your review');

    // The server takes 5 reviews a minute from one connection; the next one is refused.
    let sent = 0;
    let text = '';
    for (let attempt = 1; attempt <= 8; attempt++) {
      text = `Flowy jeep track and a sandy climb, lap ${attempt} ${Date.now()}`;
      await form.getByRole('radio', { name: '1 star', exact: true }).focus();
      await page.keyboard.press('Space');
      await comment.fill(text);
      await form.getByLabel('Your name').fill('Anele');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      const stored = reviews.getByTestId('review').filter({ hasText: text });
      await expect(stored.or(alert)).toBeVisible();
      if (await alert.isVisible()) break;
      sent++;
      // The review shows in the list a moment before the form clears: the next one is written
      // into the cleared form, as a rider would (else the clearing can take the next star).
      await expect(comment).toHaveValue('');
    }
    expect(sent).toBe(5);
    await expect(alert).toHaveText(
      /^Too many reviews from this connection\. Please wait \d+ (second|seconds|minute|minutes) and try again\. Your review is still in the form\.$/,
    );
    // Nothing typed is lost: the refused review is still there to send after the wait.
    await expect(comment).toHaveValue(text);
    await expect(form.getByLabel('Your name')).toHaveValue('Anele');
    await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('phone-review-429.png') });
  });

  test('an admin is told in plain words which field is out of range; a trail closed from the dashboard shows on its page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const [, trail] = await trailsOfNorthernCape(page);
    const release = await acquireAdminLock();
    try {
      await page.goto('/dashboard');
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Welcome back, admin')).toBeVisible();
      await page.getByRole('tab', { name: 'Trails' }).click();

      // A rating of 9: refused beside the Rating field, nothing sent.
      const trailWrites = writesTo(page, /^\/api\/admin\/routes$/);
      await page.getByRole('button', { name: 'Add New Trail' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Trail' });
      await add.getByLabel('Rating (1-5)').fill('9');
      await add.getByRole('button', { name: 'Create Trail' }).click();
      await expect(add.getByText('Rating must be between 1 and 5', { exact: true })).toBeVisible();
      await expect(add.getByLabel('Rating (1-5)')).toHaveAttribute('aria-invalid', 'true');
      await expect(add.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
      await expect(add.getByLabel('Rating (1-5)')).toHaveValue('9');
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toBeHidden();
      expect(trailWrites).toEqual([]);

      // Close the trail with a notice.
      const notice = `Closed after the storm: washout on the river crossing ${Date.now()}`;
      const statusButton = page.getByRole('button', { name: `Set status of "${trail.name}" (now Not set)` });
      await statusButton.click();
      const dialog = page.getByRole('dialog', { name: `Trail Status: ${trail.name}` });
      await dialog.getByRole('radio', { name: 'Closed' }).click();
      await expect(dialog.getByRole('radio', { name: 'Closed' })).toBeChecked();
      await dialog.getByLabel('Notice').fill(notice);
      await page.screenshot({ path: testInfo.outputPath('phone-status-dialog.png') });
      await dialog.getByRole('button', { name: 'Save Status' }).click();
      await expect(page.getByText('Trail status updated', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Set status of "${trail.name}" (now Closed)` })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('phone-status-table.png') });

      // A display order of -3: refused in plain words, nothing sent (the gallery's admin mode).
      await page.goto('/videos');
      await expect(page.getByText('Admin Mode')).toBeVisible();
      const videoWrites = writesTo(page, /^\/api\/(admin\/)?videos$/);
      await page.getByRole('button', { name: 'Add Video' }).click();
      const video = page.getByRole('dialog', { name: 'Add Video' });
      await video.getByLabel('Title').fill('Order check');
      await video.getByLabel('YouTube URL').fill('https://youtu.be/dQw4w9WgXcQ');
      await video.getByLabel('Display Order').fill('-3');
      await video.getByRole('button', { name: 'Create Video' }).click();
      await expect(video.getByText('Display order must be 0 or more', { exact: true })).toBeVisible();
      await expect(video.getByLabel('Display Order')).toHaveValue('-3');
      await video.getByRole('button', { name: 'Cancel' }).click();
      await expect(video).toBeHidden();
      expect(videoWrites).toEqual([]);

      // The rider sees the closure and its notice at the top of the trail page.
      await page.goto(`/routes/${trail.id}`);
      const block = page.getByRole('region', { name: 'Trail conditions' });
      await expect(block.getByRole('note')).toContainText(notice);
      await expect(block.getByTestId('verdict-badge')).toHaveText('Riding: Closed');

      // Cleared again from the dashboard: the trail is back to the weather's and riders' word.
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Trails' }).click();
      await page.getByRole('button', { name: `Set status of "${trail.name}" (now Closed)` }).click();
      await dialog.getByRole('button', { name: 'Clear status' }).click();
      await expect(page.getByText('Trail status cleared', { exact: true })).toBeVisible();
      await expect(statusButton).toBeVisible();
    } finally {
      release();
    }
  });
});
