import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, waitForHydration } from './hydration';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const toggle = (page: Page) => page.getByRole('button', { name: /^Colour theme: / });

/** WCAG relative luminance of a computed colour (rgb(), rgba() or color(srgb ...)). */
function parse(colour: string): [number, number, number, number] {
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(colour);
  if (srgb) return [+srgb[1]! * 255, +srgb[2]! * 255, +srgb[3]! * 255, srgb[4] === undefined ? 1 : +srgb[4]];
  const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!, a];
}
const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
const ratio = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** An element's text colour and the background it is drawn on (see-through layers composited). */
async function coloursOf(l: Locator) {
  const raw = await l.evaluate((el) => {
    const layers: string[] = [];
    for (let n: Element | null = el; n; n = n.parentElement) layers.push(getComputedStyle(n).backgroundColor);
    return { text: getComputedStyle(el).color, layers };
  });
  let bg = [255, 255, 255];
  for (const layer of raw.layers.reverse()) {
    const [r, g, b, a] = parse(layer);
    bg = [r * a + bg[0]! * (1 - a), g * a + bg[1]! * (1 - a), b * a + bg[2]! * (1 - a)];
  }
  return { text: parse(raw.text), bg };
}
async function expectReadable(l: Locator) {
  await expect(l).toBeVisible();
  const { text, bg } = await coloursOf(l);
  expect(ratio(text, bg), `contrast of "${await l.innerText()}"`).toBeGreaterThanOrEqual(4.5);
}
async function pageColours(page: Page) {
  const { text, bg } = await coloursOf(page.locator('body'));
  return { text: luminance(text), bg: luminance(bg) };
}

async function aTrailId(page: Page): Promise<number> {
  const all = (await (await page.request.get('/api/routes')).json()) as { id: number }[];
  return all[0]!.id;
}

test.describe('with the phone set to dark', () => {
  test.use({ ...phone, colorScheme: 'dark' });

  test('the home page is dark from the first paint and its key text reads at 4.5:1', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { violations: [] as string[], darkAtStart: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.violations.push(e.blockedURI));
      document.addEventListener('DOMContentLoaded', () => {
        seen.darkAtStart = document.documentElement.getAttribute('data-color-mode') === 'dark';
      });
    });
    await page.goto('/');
    const cards = page.locator('#routes').getByTestId('trail-card');
    await expect(cards.first()).toBeVisible();
    // Set by public/color-mode.js before the app's code ran, with the server's CSP in force.
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
      violations: [],
      darkAtStart: true,
    });
    const { text, bg } = await pageColours(page);
    expect(bg).toBeLessThan(0.02);
    expect(text).toBeGreaterThan(0.7);
    await expect(toggle(page)).toHaveAccessibleName('Colour theme: follow the system');
    const box = (await toggle(page).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await expectReadable(page.locator('#routes-title'));
    await expectReadable(page.getByText('Hand-picked trails from every corner of South Africa', { exact: false }));
    const card = cards.first();
    await expectReadable(card.getByRole('heading').first());
    await expectReadable(card.getByText(/^(Easy|Moderate|Hard)$/));
    await expectReadable(page.getByRole('heading', { level: 1, name: 'Discover Epic Trails' }));
    await expectReadable(page.getByRole('button', { name: 'Search', exact: true }));
    // The card is a dark panel on the dark page, not a white box.
    expect(luminance((await coloursOf(card)).bg)).toBeLessThan(0.03);
  });

  test('a trail page is dark and readable', async ({ page }) => {
    await page.goto(`/routes/${await aTrailId(page)}`);
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toBeVisible();
    const { text, bg } = await pageColours(page);
    expect(bg).toBeLessThan(0.02);
    expect(text).toBeGreaterThan(0.7);
    await expectReadable(name);
    const about = page.getByRole('region', { name: 'About This Trail' });
    await expectReadable(about.getByRole('heading', { name: 'About This Trail' }));
    await expectReadable(about.locator('p').first());
    expect(luminance((await coloursOf(about)).bg)).toBeLessThan(0.03);
    await expectReadable(page.getByRole('link', { name: /Navigate to Trailhead/ }));
    await expectReadable(page.getByRole('button', { name: 'Save Route' }));
    await expectReadable(page.getByText(/^Riding: /));
  });

  test('the toggle switches to light, the choice survives a reload, and back to the system', async ({ page }) => {
    await openPage(page, '/');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Colour theme: light');
    await expect(page.locator('html')).not.toHaveAttribute('data-color-mode');
    expect((await pageColours(page)).bg).toBeGreaterThan(0.9);

    await page.reload();
    await waitForHydration(page);
    await expect(toggle(page)).toHaveAccessibleName('Colour theme: light');
    expect((await pageColours(page)).bg).toBeGreaterThan(0.9);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Colour theme: dark');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Colour theme: follow the system');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  });
});

test.describe('with the phone set to light', () => {
  test.use({ ...phone, colorScheme: 'light' });

  test('nothing changes: the light palette, and the toggle offers dark', async ({ page }) => {
    await openPage(page, '/');
    const card = page.locator('#routes').getByTestId('trail-card').first();
    await expect(card).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-color-mode');
    const body = await page.locator('body').evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, getComputedStyle(document.documentElement).colorScheme];
    });
    expect(body).toEqual(['rgb(250, 250, 250)', 'rgb(24, 24, 27)', 'normal']);
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await expect(toggle(page)).toHaveAccessibleName('Colour theme: follow the system');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Colour theme: dark');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  });
});
