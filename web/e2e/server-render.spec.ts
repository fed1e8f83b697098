import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

interface Trail {
  id: number;
  name: string;
  location: string;
  province: string;
  difficulty: string;
  distance: number;
  elevation: number;
  rating: number;
}

const routeCards = (page: Page) => page.locator('#routes [data-testid="trail-card"]');

/** The list's order: highest rated first, then by name (web/src/features/trails/trail-order.ts). */
const byFeaturedOrder = (a: Trail, b: Trail) => b.rating - a.rating || a.name.localeCompare(b.name);

/** As React writes text into HTML. */
const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** What the server rendered into `<div id="root">` (up to the seed it puts beside it). */
function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-seed">');
  expect(start, 'the page has its root').toBeGreaterThan(-1);
  expect(end, 'the rendered page is followed by its seed').toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The seed the server put in the page for the app's first render. */
function pageSeed(html: string): { trails?: Trail[]; trail?: Trail } {
  const seed = /<script type="application\/json" id="page-seed">([\s\S]*?)<\/script>/.exec(html);
  expect(seed, 'the page carries its seed').not.toBeNull();
  return JSON.parse(seed![1]) as { trails?: Trail[]; trail?: Trail };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a trail page shows the trail's name, place, distance and difficulty", async ({ page, request }) => {
    const [trail] = (await (await request.get('/api/routes')).json()) as Trail[];
    await page.goto(`/routes/${trail.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trail.name);
    const main = page.getByRole('main');
    await expect(main.getByText(`${trail.location}, ${trail.province}`, { exact: true })).toBeVisible();
    const stats = main.getByRole('region', { name: 'Route Stats' });
    await expect(stats).toContainText(`Distance${trail.distance} km`);
    await expect(stats).toContainText(`Elevation Gain${trail.elevation} m`);
    // The difficulty badge on the trail's picture: "Easy", "Moderate" or "Hard".
    const difficulty = trail.difficulty[0].toUpperCase() + trail.difficulty.slice(1);
    await expect(main.getByText(difficulty, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${trail.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  });

  test('the home page shows the hero and the first featured trails', async ({ page, request }) => {
    const all = (await (await request.get('/api/routes')).json()) as Trail[];
    const [first] = [...all].sort(byFeaturedOrder);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Epic Trails' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trail statistics' })).toContainText(`${all.length}Total Routes`);
    const firstCard = routeCards(page).filter({ visible: true }).first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText(first.name);
    await expect(firstCard.getByRole('link', { name: first.name }).first()).toHaveAttribute(
      'href',
      `/routes/${first.id}`,
    );
    // Rendered with the server's settings: the footer has the contact address.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'hello@trailfinder.co.za' })).toBeVisible();
    // The components' styles come as one sheet in the head, none among the page's elements.
    expect(await page.locator('head style[data-server-styles]').count()).toBe(1);
    expect(await page.locator('body style').count()).toBe(0);
  });
});

/** What the page's own elements were when the server's HTML arrived (set by an init script). */
interface FromServer {
  h1: Element | null;
  footer: Element | null;
  styles: Element | null;
  stylesMoved: boolean;
  violations: string[];
  /** Layer rules added to a page's sheet with insertRule (Chromium then lays out every element again). */
  layerRulesInserted: number;
}

test.describe('with JavaScript on', () => {
  test.beforeEach(async ({ page }) => {
    // The elements the server sent, kept to compare with what the app runs once it has started;
    // and any inline script the Content-Security-Policy refuses.
    await page.addInitScript(() => {
      const w = window as unknown as { fromServer: FromServer };
      w.fromServer = {
        h1: null,
        footer: null,
        styles: null,
        stylesMoved: false,
        violations: [],
        layerRulesInserted: 0,
      };
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        if (rule.trim().startsWith('@layer')) w.fromServer.layerRulesInserted++;
        return insertRule.call(this, rule, index);
      };
      document.addEventListener('securitypolicyviolation', (e) => w.fromServer.violations.push(e.violatedDirective));
      document.addEventListener('DOMContentLoaded', () => {
        w.fromServer.h1 = document.querySelector('#root h1');
        w.fromServer.footer = document.querySelector('#root footer');
        w.fromServer.styles = document.querySelector('head style[data-server-styles]');
        // Moving a style sheet (even to where it is) makes the browser restyle the whole page.
        new MutationObserver((changes) => {
          if (changes.some((c) => Array.from(c.removedNodes).includes(w.fromServer.styles!)))
            w.fromServer.stylesMoved = true;
        }).observe(document.head, { childList: true });
      });
    });
  });

  /**
   * The page's console errors from our own code (outside resources may be unreachable here). A
   * 404 counts too: a first visit does not ask for a trail's line before its first sync says the
   * trail has one (lib/track-refs.ts).
   */
  function consoleErrors(page: Page, baseURL: string): string[] {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      const { url } = m.location();
      if (m.type() !== 'error' || !url.startsWith(baseURL)) return;
      errors.push(`${m.text()} (${url})`);
    });
    return errors;
  }

  /**
   * The app took over the server's HTML: same elements (the heading, and the footer whose code
   * loads apart), the server's style sheet kept where it was and none of its styles written again,
   * no part rendered again, nothing refused.
   */
  async function expectHydratedInPlace(page: Page) {
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydration-mismatch');
    const kept = await page.evaluate(() => {
      const { fromServer } = window as unknown as { fromServer: FromServer };
      const serverNames = (fromServer.styles?.getAttribute('data-server-styles') ?? '').split(' ').filter(Boolean);
      // The rules the browser's Emotion wrote (in production through insertRule, not as text), and
      // the recipes' layer rules it wrote into a sheet of their own (lib/server-styles.ts).
      const browserRules = Array.from(
        document.querySelectorAll<HTMLStyleElement>('style[data-emotion], style[data-layer-rules]'),
      ).flatMap((s) => Array.from(s.sheet?.cssRules ?? []).map((r) => r.cssText));
      return {
        sameHeading: fromServer.h1 !== null && fromServer.h1 === document.querySelector('#root h1'),
        sameFooter: fromServer.footer !== null && fromServer.footer === document.querySelector('#root footer'),
        serverSheetKept:
          serverNames.length > 0 && fromServer.styles === document.querySelector('head style[data-server-styles]'),
        serverSheetMoved: fromServer.stylesMoved,
        serverStylesWrittenAgain: browserRules.filter((rule) =>
          serverNames.some((n) => new RegExp(`\\.css-${n}(?![\\w-])`).test(rule)),
        ).length,
        violations: fromServer.violations,
        layerRulesInserted: fromServer.layerRulesInserted,
      };
    });
    expect(kept).toEqual({
      sameHeading: true,
      sameFooter: true,
      serverSheetKept: true,
      serverSheetMoved: false,
      serverStylesWrittenAgain: 0,
      violations: [],
      layerRulesInserted: 0,
    });
  }

  test('the home page is sent rendered and the app takes it over without a mismatch or an error', async ({
    page,
    request,
    baseURL,
  }) => {
    const all = (await (await request.get('/api/routes')).json()) as Trail[];
    const [first] = [...all].sort(byFeaturedOrder);

    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = renderedRoot(html);
    expect(root).toContain('Discover Epic Trails');
    expect(root).toContain(htmlText(first.name));
    expect(pageSeed(html).trails?.map((t) => t.id)).toContain(first.id);
    // The app's code is loaded after the first paint, by boot.js, not by a module script.
    expect(html).toMatch(/<script defer src="\/boot\.js" data-entry="\/assets\/[^"]+\.js"/);
    expect(html).not.toContain('<script type="module"');

    const entry = /data-entry="([^"]+)"/.exec(html)![1];

    const errors = consoleErrors(page, baseURL!);
    // The page came with the server's settings: the app does not ask for them again.
    const configAsked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/config') configAsked.push(r.url());
    });
    await page.goto('/');
    await expectHydratedInPlace(page);
    // ...and only once the page has painted its content: on a slow link its download never
    // competes with the first paint.
    const order = await page.evaluate((src) => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const asked = performance.getEntriesByType('resource').find((r) => r.name.endsWith(src))?.startTime;
      return { painted, asked };
    }, entry);
    expect(order.painted).toBeDefined();
    expect(order.asked).toBeGreaterThanOrEqual(order.painted!);
    // The rest of the 80 cards are added while the browser is idle, by the running app.
    await expect(routeCards(page)).toHaveCount(Math.min(80, all.length));
    await expect(routeCards(page).first().getByRole('heading', { level: 3 })).toHaveText(first.name);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydration-mismatch');
    expect(configAsked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a trail page is sent rendered and the app takes it over without a mismatch or an error', async ({
    page,
    request,
    baseURL,
  }) => {
    // A desktop browser (by its user agent) on a desktop screen: the server renders the two-column
    // layout it will show, so nothing is rebuilt after hydration.
    await page.setViewportSize({ width: 1280, height: 800 });
    const [, trail] = (await (await request.get('/api/routes?province=Western%20Cape')).json()) as Trail[];

    const res = await request.get(`/routes/${trail.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(renderedRoot(html)).toContain(htmlText(trail.name));
    expect(pageSeed(html).trail).toMatchObject({ id: trail.id, name: trail.name });

    // boot.js also asks for the theme's tokens as the build made them (decision 037).
    const tokens = /data-fetch="(\/assets\/chakra-tokens-[0-9a-f]+\.json)"/.exec(html)?.[1];
    expect(tokens).toBeDefined();

    // ...and then the trail page's own code, a few files per task (decision 039).
    const later = /data-later="([^"]+)"/.exec(html)?.[1].split(' ') ?? [];
    expect(later.some((f) => /^\/assets\/trail-page-[\w-]+\.js$/.test(f))).toBe(true);

    const errors = consoleErrors(page, baseURL!);
    const tokenRequests: string[] = [];
    const codeRequests: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === tokens) tokenRequests.push(r.url());
      if (pathname.endsWith('.js')) codeRequests.push(pathname);
    });
    await page.goto(`/routes/${trail.id}`);
    await expectHydratedInPlace(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trail.name);
    // Once: the app's own request uses boot.js's preload.
    expect(tokenRequests).toHaveLength(1);
    // Every file boot.js named was asked for, each file once: the app's own preload found them asked for.
    expect(codeRequests.filter((f, i) => codeRequests.indexOf(f) !== i)).toEqual([]);
    for (const f of later) expect(codeRequests).toContain(f);
    // The running app asks for today's verdict and answers taps.
    await expect(page.getByTestId('verdict-badge')).toHaveText(/^Riding: (Good|Fair|Poor|Closed)$/);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
    // The recipes' styles first written in the browser (the verdict's badge, the menu's parts) are
    // in the block of a layer of their own, none added to a sheet with insertRule (decision 048).
    const layers = await page.evaluate(() => {
      const { fromServer } = window as unknown as { fromServer: FromServer };
      const sheet = document.querySelector<HTMLStyleElement>('style[data-layer-rules="recipes"]')?.sheet;
      const block = sheet?.cssRules[0] as CSSLayerBlockRule | undefined;
      return { inserted: fromServer.layerRulesInserted, written: block?.cssRules.length ?? 0 };
    });
    expect(layers.inserted).toBe(0);
    expect(layers.written).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydration-mismatch');
    expect(errors).toEqual([]);
  });

  test("Chakra's global styles come once, from the page's head, on rendered and client-only pages alike", async ({
    page,
    request,
  }) => {
    const [trail] = (await (await request.get('/api/routes')).json()) as Trail[];
    /** How many global stylesheets, and what the page's background and the reset make of the body. */
    const globalStyles = () =>
      page.evaluate(() => ({
        inHead: document.head.querySelectorAll('style[data-chakra-global]').length,
        inPage: document.querySelectorAll('style[data-chakra-global]').length,
        bodyMargin: getComputedStyle(document.body).margin,
        // gray.50, the page's background (the theme's global styles)
        bodyBackground: getComputedStyle(document.body).backgroundColor,
        // a token's CSS variable (the tokens' layer)
        brandToken: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-700').trim(),
      }));
    const expected = { inHead: 1, inPage: 1, bodyMargin: '0px', bodyBackground: 'rgb(250, 250, 250)' };

    await page.goto(`/routes/${trail.id}`); // rendered by the server
    await waitForHydration(page);
    const rendered = await globalStyles();
    expect(rendered).toMatchObject(expected);
    expect(rendered.brandToken).toMatch(/^#[0-9a-f]{6}$/i);

    await page
      .getByRole('link', { name: /^Favorites/ })
      .first()
      .click(); // rendered in the browser
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await globalStyles()).toMatchObject(expected);

    await page.goto('/favorites'); // the app shell, rendered only in the browser
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await globalStyles()).toMatchObject(expected);
  });

  test('a filtered home address gets the app shell, and the app shows the filtered list', async ({ page, request }) => {
    const gauteng = (await (await request.get('/api/routes?province=Gauteng')).json()) as Trail[];
    expect(gauteng.length).toBeGreaterThan(0);
    expect(gauteng.length).toBeLessThanOrEqual(80); // all of them listed

    const html = await (await request.get('/?province=Gauteng')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="page-seed"');
    expect(html).toContain('<script type="module"');

    await page.goto('/?province=Gauteng');
    await expect(page.locator('#routes-title')).toHaveText('Filtered Routes');
    await expect(page.getByText(`Found ${gauteng.length} routes matching your criteria`)).toBeVisible();
    await expect(routeCards(page)).toHaveCount(gauteng.length);
    const shown = await routeCards(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(shown.map((s) => s.trim()).sort()).toEqual(gauteng.map((t) => t.name).sort());
    await expect(page.getByLabel('Province').first()).toHaveValue('Gauteng');
  });
});
