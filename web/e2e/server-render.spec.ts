import { expect, test, type Page, type Route } from '@playwright/test';
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
    await expect(page).toHaveTitle(`${trail.name} | Mountain bike trail in ${trail.province} | TrailFinder SA`);
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
    // The home page uses no Chakra component (decision 090): no Emotion sheet at all, and the
    // app's one stylesheet carries Chakra's reset, global styles and token variables.
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    expect(await page.locator('body style').count()).toBe(0);
    const styled = await page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      brandToken: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-700').trim(),
    }));
    expect(styled).toMatchObject({ bodyMargin: '0px', bodyBackground: 'rgb(250, 250, 250)' });
    expect(styled.brandToken).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

/** What the page's own elements were when the server's HTML arrived (set by an init script). */
interface FromServer {
  h1: Element | null;
  footer: Element | null;
  violations: string[];
}

test.describe('with JavaScript on', () => {
  test.beforeEach(async ({ page }) => {
    // The elements the server sent, kept to compare with what the app runs once it has started;
    // and any inline script the Content-Security-Policy refuses.
    await page.addInitScript(() => {
      const w = window as unknown as { fromServer: FromServer };
      w.fromServer = { h1: null, footer: null, violations: [] };
      document.addEventListener('securitypolicyviolation', (e) => w.fromServer.violations.push(e.violatedDirective));
      document.addEventListener('DOMContentLoaded', () => {
        w.fromServer.h1 = document.querySelector('#root h1');
        w.fromServer.footer = document.querySelector('#root footer');
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
   * loads apart), no part rendered again, nothing refused, and no style written as the page starts:
   * the home and trail pages use no Chakra component, their styles are the app's stylesheet
   * (decision 090), from the server and in the browser alike.
   */
  async function expectHydratedInPlace(page: Page) {
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydration-mismatch');
    const kept = await page.evaluate(() => {
      const { fromServer } = window as unknown as { fromServer: FromServer };
      return {
        sameHeading: fromServer.h1 !== null && fromServer.h1 === document.querySelector('#root h1'),
        sameFooter: fromServer.footer !== null && fromServer.footer === document.querySelector('#root footer'),
        emotionSheets: document.querySelectorAll('style[data-emotion]').length,
        violations: fromServer.violations,
      };
    });
    expect(kept).toEqual({ sameHeading: true, sameFooter: true, emotionSheets: 0, violations: [] });
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
    // The app's code comes by Vite's own module script, and the home page's lower sections (its
    // lazy part, app/page-parts.ts) are asked for beside it, both after the paint (decision 081).
    expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(html).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/home-sections-[\w-]+\.js">/,
    );

    const errors = consoleErrors(page, baseURL!);
    // The page came with the server's settings: the app does not ask for them again.
    const configAsked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/config') configAsked.push(r.url());
    });
    await page.goto('/');
    await expectHydratedInPlace(page);
    // All 80 cards, from the server's HTML.
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

    // The trail page's own code (its lazy part, app/page-parts.ts) is asked for beside the app's.
    const parts = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(parts.some((f) => /^\/assets\/trail-page-[\w-]+\.js$/.test(f))).toBe(true);

    const errors = consoleErrors(page, baseURL!);
    const codeRequests: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith('.js')) codeRequests.push(pathname);
    });
    await page.goto(`/routes/${trail.id}`);
    await expectHydratedInPlace(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trail.name);
    // Every file the page named was asked for, each file once: the app's own import found them asked for.
    expect(codeRequests.filter((f, i) => codeRequests.indexOf(f) !== i)).toEqual([]);
    for (const f of parts) expect(codeRequests).toContain(f);
    // The running app asks for today's verdict and answers taps.
    await expect(page.getByTestId('verdict-badge')).toHaveText(/^Riding: (Good|Fair|Poor|Closed)$/);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydration-mismatch');
    expect(errors).toEqual([]);
  });

  test("the home and trail pages draw without Chakra's code, from the app's stylesheet; a page with Chakra's components adds its provider's sheet once", async ({
    page,
    request,
  }) => {
    const [trail] = (await (await request.get('/api/routes')).json()) as Trail[];
    // Chakra, Emotion and the theme come in one file, named for the component that provides them.
    const chakraCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/chakra-scope-[\w-]+\.js$/.test(r.url())) chakraCode.push(r.url());
    });
    /** Which sheets declare the tokens' variables, and what the page's background and the reset make of the body. */
    const styles = () =>
      page.evaluate(() => {
        const declaresTokens = (sheet: CSSStyleSheet) =>
          Array.from(sheet.cssRules).some((r) => r.cssText.includes('--chakra-colors-brand-700:'));
        const sheets = Array.from(document.styleSheets).filter(declaresTokens);
        return {
          // the app's stylesheet (built with Chakra's page-wide CSS, decision 090)
          fromStylesheet: sheets.filter((sheet) => (sheet.ownerNode as Element | null)?.tagName === 'LINK').length,
          // Chakra's provider, where a page uses its components
          fromProvider: sheets.filter((sheet) => (sheet.ownerNode as Element | null)?.hasAttribute('data-emotion'))
            .length,
          bodyMargin: getComputedStyle(document.body).margin,
          // gray.50, the page's background (the theme's global styles)
          bodyBackground: getComputedStyle(document.body).backgroundColor,
          // a token's CSS variable (the tokens' layer)
          brandToken: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-700').trim(),
        };
      });
    const everyPage = { fromStylesheet: 1, bodyMargin: '0px', bodyBackground: 'rgb(250, 250, 250)' };

    for (const path of ['/', `/routes/${trail.id}`]) {
      await page.goto(path); // rendered by the server
      await waitForHydration(page);
      const rendered = await styles();
      expect(rendered, path).toMatchObject({ ...everyPage, fromProvider: 0 });
      expect(rendered.brandToken).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(chakraCode, 'no Chakra code before the rider does anything').toEqual([]);

    await page
      .getByRole('link', { name: /^Favorites/ })
      .first()
      .click(); // rendered in the browser, with Chakra's components
    // The Favorites page's own heading: the trail page's stays on screen until that page's code is here.
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorite Trails' })).toBeVisible();
    // The page's provider (and the toasts', mounted just after that first touch) bring their sheets: the same rules.
    const afterTouch = await styles();
    expect(afterTouch).toMatchObject(everyPage);
    expect(afterTouch.fromProvider).toBeGreaterThanOrEqual(1);

    await page.goto('/favorites'); // the app shell, rendered only in the browser
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await styles()).toMatchObject({ ...everyPage, fromProvider: 1 });
  });

  test('a filtered home address gets the app shell and the trails, and the app shows the filtered list before its first sync', async ({
    page,
    request,
  }) => {
    const gauteng = (await (await request.get('/api/routes?province=Gauteng')).json()) as Trail[];
    expect(gauteng.length).toBeGreaterThan(0);
    expect(gauteng.length).toBeLessThanOrEqual(80); // all of them listed

    const html = await (await request.get('/?province=Gauteng')).text();
    expect(html).toContain('<div id="root"></div><script type="application/json" id="page-seed">');
    expect(html).toContain('<script type="module"');

    // The first sync has not answered (a slow link at the trailhead): the list comes from the page.
    const held: Route[] = [];
    await page.route('**/api/sync*', (route) => void held.push(route));
    await page.goto('/?province=Gauteng');
    await expect(page.locator('#routes-title')).toHaveText('Filtered Routes');
    await expect(page.getByText(`Found ${gauteng.length} routes matching your criteria`)).toBeVisible();
    await expect(routeCards(page)).toHaveCount(gauteng.length);
    const shown = await routeCards(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(shown.map((s) => s.trim()).sort()).toEqual(gauteng.map((t) => t.name).sort());
    await expect(page.getByLabel('Province').first()).toHaveValue('Gauteng');
    await Promise.all(held.map((route) => route.abort()));
  });
});
