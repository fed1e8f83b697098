import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage, waitForHydration } from './hydration';
import { solidPng } from './png-bytes';

const cards = (page: Page) => page.locator('#routes').getByTestId('trail-card');
const pictureOf = (card: Locator) => card.getByRole('img', { name: /^(Illustration of|Photo of) / });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the image has been fetched and decoded (a broken one has no natural width). */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
    );
  });

  test('each trail card shows its own illustration, sized, and the ones below the fold load lazily', async ({
    page,
  }) => {
    const { totalRoutes } = (await (await page.request.get('/api/stats')).json()) as { totalRoutes: number };
    await openPage(page, '/');
    // The first cards come with the page; the rest of the 80 follow while the browser is idle.
    await expect(cards(page)).toHaveCount(Math.min(80, totalRoutes));
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(3);

    const first = pictureOf(cards(page).nth(0));
    const second = pictureOf(cards(page).nth(1));
    // Its text, not innerText: a card below the screen is not laid out yet (content-visibility).
    const firstName = (await cards(page).nth(0).getByRole('heading').textContent())!.trim();
    await expect(first).toHaveAttribute(
      'alt',
      new RegExp(`^Illustration of ${escapeRegExp(firstName)}: (easy|moderate|hard) trail, `),
    );
    expect(await first.getAttribute('src')).not.toBe(await second.getAttribute('src'));
    // Below the fold at first; scrolled near, it loads and draws.
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(first)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('cards.png') });

    // Every card's picture: its own drawing, a fixed size (no jump as it loads), lazy and decoded off the main thread.
    const pictures = await page.locator('#routes [data-testid="trail-card"] img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
        belowFold: img.getBoundingClientRect().top > window.innerHeight,
      })),
    );
    expect(pictures).toHaveLength(count);
    expect(new Set(pictures.map((p) => p.src)).size).toBe(count);
    for (const p of pictures) {
      expect(Number(p.width)).toBeGreaterThan(0);
      expect(Number(p.height)).toBeGreaterThan(0);
      expect(p.decoding).toBe('async');
    }
    const belowFold = pictures.filter((p) => p.belowFold);
    expect(belowFold.length).toBeGreaterThan(0);
    expect(belowFold.every((p) => p.loading === 'lazy')).toBe(true);

    // The trail page's picture is the same trail's drawing; on a phone it sits below the trailhead
    // facts, so it too waits until it scrolls near.
    await cards(page).nth(0).getByRole('link', { name: firstName }).click();
    const hero = page.getByRole('img', { name: new RegExp(`^Illustration of ${escapeRegExp(firstName)}:`) });
    await expect(hero).toHaveAttribute('loading', 'lazy');
    await expect(hero).toHaveAttribute('width', /\d+/);
    await hero.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(hero)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('trail-illustration.png') });
  });

  test("a card's picture that failed before the app's code ran is drawn by the page, not left broken", async ({
    page,
  }) => {
    // The app's code is held back; meanwhile the rider scrolls to the list and the pictures of the
    // cards in view fail (a dropped signal). The browser reports those errors before React, which
    // attaches its error handler as it hydrates, is there to hear them.
    let aborted!: () => void;
    const pictureFailed = new Promise<void>((resolve) => (aborted = resolve));
    await page.route('**/api/routes/*/illustration.svg*', async (route) => {
      await route.abort('internetdisconnected');
      aborted();
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await cards(page).nth(0).scrollIntoViewIfNeeded();
    await pictureFailed;
    release();
    await waitForHydration(page);

    const first = pictureOf(cards(page).nth(0));
    await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect.poll(() => loaded(first)).toBe(true);
    const name = (await cards(page).nth(0).getByRole('heading').textContent())!.trim();
    await expect(first).toHaveAttribute('alt', new RegExp(`^Illustration of ${escapeRegExp(name)}: `));
    await page.screenshot({ path: test.info().outputPath('failed-early.png') });
  });

  test('the admin uploads a photo; a fake one is refused; the card and the trail page show it', async ({ page }) => {
    test.setTimeout(120_000);
    const release = await acquireAdminLock();
    try {
      await page.goto('/dashboard');
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Welcome back, admin')).toBeVisible();

      const name = `E2E Photo Loop ${Date.now()}`;
      const created = await page.request.post('/api/admin/routes', {
        data: {
          name,
          location: 'Stellenbosch',
          province: 'Western Cape',
          description: 'A loop that gets its own photo.',
          coordinatesLat: '-33.95',
          coordinatesLng: '18.92',
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await page.reload(); // the dashboard's trail list, fetched again with the new trail in it
      await page.getByRole('tab', { name: 'Trails' }).click();
      await page.getByRole('button', { name: `Edit "${name}"` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Trail' });
      const upload = dialog.getByLabel('Upload photo');

      // A text file named like a photo: the server reads its bytes and says why it is refused.
      await upload.setInputFiles({
        name: 'ridge.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not really a picture'),
      });
      await expect(dialog.getByText(/This file is not a JPEG, PNG or WebP picture/)).toBeVisible();

      await upload.setInputFiles({ name: 'ridge.png', mimeType: 'image/png', buffer: solidPng(64, 48, [214, 96, 30]) });
      await expect(dialog.getByText('Photo uploaded. Riders see it on the trail card and page.')).toBeVisible();
      const preview = dialog.getByRole('img', { name: "Preview of the trail's photo" });
      await expect(preview).toBeVisible();
      await expect(dialog.getByLabel('Image URL')).toHaveValue(new RegExp(`^/api/routes/${id}/image\\?v=`));
      await preview.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('admin-upload.png') });
      await dialog.getByRole('button', { name: 'Update Trail' }).click();
      await expect(dialog).toBeHidden();

      await openPage(page, '/');
      const search = page.getByRole('searchbox', { name: 'Search trails' });
      await search.fill(name);
      await search.press('Enter');
      await expect(cards(page)).toHaveCount(1);
      const photo = cards(page).getByRole('img', { name: `Photo of ${name}` });
      await expect(photo).toHaveAttribute('src', new RegExp(`^/api/routes/${id}/image\\?v=[\\w-]+&w=64&h=48$`));
      await expect(photo).toHaveAttribute('srcset', / 64w$/);
      await expect(photo).toHaveAttribute('sizes', /.+/);
      await expect(photo).toHaveAttribute('width', '64');
      await expect(photo).toHaveAttribute('height', '48');
      await expect.poll(() => loaded(photo)).toBe(true);
      await page.screenshot({ path: test.info().outputPath('card-photo.png') });

      await page.goto(`/routes/${id}`);
      const hero = page.getByRole('img', { name: `Photo of ${name}` });
      await expect(hero).toBeVisible();
      await expect.poll(() => loaded(hero)).toBe(true);
      expect(await hero.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(`/api/routes/${id}/image?v=`);
      await page.screenshot({ path: test.info().outputPath('trail-photo.png') });

      await page.request.delete(`/api/admin/routes/${id}`);
    } finally {
      release();
    }
  });
});
