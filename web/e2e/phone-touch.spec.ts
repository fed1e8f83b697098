import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage } from './hydration';

// One thumb on a 390 x 844 phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie question (the banner is not what is measured here).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});

interface Trail {
  id: number;
  name: string;
  province: string;
}

/** WCAG 2.5.5 (AAA) and Apple's and Google's guidelines: 44 x 44 CSS px for every tap target. */
const MIN_TAP_PX = 44;

/**
 * Every visible tap target on the page now that is smaller than 44 x 44, described as
 * "tag 'name' width x height". A checkbox or radio is measured by its label (the label is what
 * the thumb hits). One exemption, WCAG 2.5.8's "inline": a link set inline in a paragraph of
 * running text (or in the map's one-line attribution), where the surrounding words fix its size.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
    const inlineInText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.closest('p, .leaflet-control-attribution');
      if (!block) return false;
      const clone = block.cloneNode(true) as Element;
      clone.querySelectorAll('a').forEach((a) => a.remove());
      return (clone.textContent ?? '').trim().length > 0;
    };
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        target = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el;
      }
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const { width, height } = target.getBoundingClientRect();
      if (width === 0 || height === 0) continue;
      // Visually hidden (a 1 px clipped box, e.g. the skip link until focused) is not a target.
      if (width <= 1 && height <= 1) continue;
      if (inlineInText(el)) continue;
      // Half a pixel of rounding is not a thumb's worth.
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const name = (el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent ?? '')
        .trim()
        .slice(0, 40);
      found.push(`${el.tagName.toLowerCase()} '${name}' ${Math.round(width)} x ${Math.round(height)}`);
    }
    return found;
  }, MIN_TAP_PX);
}

/** Scrolls the whole page a screen at a time (sections render as they near the screen), measuring each. */
async function smallTargetsWholePage(page: Page): Promise<string[]> {
  const found = new Set(await smallTargets(page));
  for (let y = 0; ; y += 700) {
    const end = await page.evaluate((top) => {
      window.scrollTo({ top, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    }, y);
    for (const t of await smallTargets(page)) found.add(t);
    if (end) break;
  }
  return [...found];
}

const intersects = async (a: Locator, b: Locator) => {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
};

/** Waits until the element has stopped moving (the same box on two reads 300 ms apart). */
async function settled(el: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await el.boundingBox());
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

/** The home page with the filters in its address (e.g. `province=Gauteng`), scrolled to the map. */
async function openHomeMap(page: Page, filters: string) {
  await openPage(page, `/?${filters}`);
  const map = page.locator('#map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.trail-marker').first()).toBeVisible();
  return map;
}

test('every tap target on the home page and a trail page is at least 44 x 44 px', async ({ page, request }) => {
  const map = await openHomeMap(page, 'province=Gauteng');
  await expect(page.locator('#routes').getByTestId('trail-card').first()).toBeVisible();
  // A marker's popup is open, so its close and detail buttons are measured too.
  await map.locator('.trail-marker').first().focus();
  await page.keyboard.press('Enter');
  await expect(map.locator('.leaflet-popup')).toBeVisible();
  expect(await smallTargetsWholePage(page)).toEqual([]);

  // The filter sheet: its checkboxes' labels, selects and buttons.
  await map
    .getByTestId('filter-summary')
    .getByRole('button', { name: /^Filters/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Filter Trails' });
  await expect(sheet.getByRole('checkbox').first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const [trail] = (await (await request.get('/api/routes?province=Gauteng')).json()) as Trail[];
  await page.goto(`/routes/${trail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
  expect(await smallTargetsWholePage(page)).toEqual([]);
});

test('a toast sits above the bottom navigation, not over it', async ({ page }) => {
  await openPage(page, '/');
  const heart = page.getByRole('button', { name: 'Add to favorites' }).first();
  await heart.scrollIntoViewIfNeeded();
  await heart.click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Added to Favorites' });
  await expect(toast).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Quick' });
  await expect(nav).toBeVisible();
  // Once it has slid into place, its bottom edge is above the navigation's top edge.
  await expect
    .poll(async () => {
      const [t, n] = [await toast.boundingBox(), await nav.boundingBox()];
      return t && n ? n.y - (t.y + t.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  expect(await intersects(toast, nav)).toBe(false);
});

test("an opened marker's popup is clear of the map's zoom control", async ({ page, request }) => {
  const [trail] = (await (await request.get('/api/routes?province=Western%20Cape')).json()) as Trail[];
  const map = await openHomeMap(page, `search=${encodeURIComponent(trail.name)}`);
  const marker = map.getByRole('button', { name: trail.name, exact: true });
  const zoom = map.locator('.leaflet-control-zoom');
  await expect(zoom).toBeVisible();

  // Pan the map with the keyboard (80 px a press, ignored while a pan is under way) until the
  // trailhead sits under the zoom control.
  await map.locator('.leaflet-container').focus();
  for (let i = 0; i < 10 && !(await intersects(marker, zoom)); i++) {
    const [m, z] = [await marker.boundingBox(), await zoom.boundingBox()];
    if (!m || !z) throw new Error('marker or zoom control not laid out');
    const dx = m.x + m.width / 2 - (z.x + z.width / 2);
    const dy = m.y + m.height / 2 - (z.y + z.height / 2);
    await page.keyboard.press(
      Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp',
    );
    await settled(marker);
  }
  await expect.poll(() => intersects(marker, zoom)).toBe(true);

  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByRole('button', { name: 'View Trail Details' })).toBeVisible();
  // The map pans the popup into view (animated): wait until it has settled clear of the control.
  await expect.poll(() => intersects(popup.locator('.leaflet-popup-content-wrapper'), zoom)).toBe(false);
  expect(await intersects(popup.locator('.leaflet-popup-tip-container'), zoom)).toBe(false);
  expect(await intersects(popup, map.getByRole('button', { name: 'Show my location' }))).toBe(false);
});

test.describe('on an iPhone in Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the header tells how to install from the Share menu, until the rider dismisses it', async ({ page }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    const install = header.getByRole('button', { name: 'Install app' });
    await install.click();
    const hint = header.getByRole('region', { name: 'Install on iPhone or iPad' });
    await expect(hint).toContainText('Install: tap Share, then Add to Home Screen.');
    await hint.getByRole('button', { name: 'Got it' }).click();
    await expect(install).toBeHidden();
    await expect(hint).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});

test('without an install offer (a desktop browser here), no iOS hint shows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test("the trail manager's closure shows on the trail's map marker and in its popup", async ({ page, request }) => {
  // The admin lock is shared with every other journey that signs in, and may be held a while.
  test.setTimeout(180_000);
  const [trail] = (await (await request.get('/api/routes?province=Free%20State')).json()) as Trail[];
  const admin = async (method: 'put' | 'delete', data?: object) => {
    const release = await acquireAdminLock();
    try {
      const login = await request.post('/api/admin/login', {
        data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
      });
      const { token } = (await login.json()) as { token: string };
      const res = await request[method](`/api/admin/routes/${trail.id}/status`, {
        headers: { authorization: `Bearer ${token}` },
        data,
      });
      expect(res.status()).toBe(200);
    } finally {
      release();
    }
  };
  await admin('put', { status: 'closed', notice: 'Closed after the storm' });
  try {
    const map = await openHomeMap(
      page,
      `province=${encodeURIComponent(trail.province)}&search=${encodeURIComponent(trail.name)}`,
    );
    const marker = map.getByRole('button', { name: `${trail.name} (Closed)`, exact: true });
    await expect(marker).toBeVisible();
    await expect(marker).toHaveClass(/trail-marker--closed/);
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = map.locator('.leaflet-popup');
    await expect(popup).toContainText(trail.name);
    await expect(popup.getByTestId('trail-status')).toHaveText('Closed');
  } finally {
    await admin('delete');
  }
});
