import { setTimeout as nextLook } from 'node:timers/promises';
import type { Locator, Page } from '@playwright/test';

/**
 * The controls a rider taps first (issue 31), each with where it is, how to find the very thing a
 * thumb hits, and what the rider sees when the tap took effect. Shared by the journey
 * (e2e/first-tap.spec.ts, which checks each effect) and the bench (scripts/bench-taps.mjs, which
 * times it).
 *
 * No relative imports here: scripts/bench-taps.mjs loads this file with Node's own type stripping.
 */
export interface FirstTap {
  /** How the bench and the journey name it. */
  name: string;
  /** The page it is on: the home page or a trail page with coordinates. */
  on: 'home' | 'trail';
  /**
   * The taps a rider makes before this control exists (the condition choices are behind "Report
   * how the trail is today"), each made the moment its control shows; resolves once this control
   * can show. Not timed.
   */
  reach?: (page: Page, timeout: number) => Promise<void>;
  /** What the thumb hits: a visible element, never a hidden input. */
  control: (page: Page) => Locator;
  /**
   * Resolves once the rider can see the tap's effect (and rejects after `timeout` ms). Called
   * before the tap, so a new tab opened by it is not missed; the effect is not on screen before.
   */
  effect: (page: Page, timeout: number) => Promise<void>;
}

/** Between two looks for a control or an effect: about three frames. */
const LOOK_EVERY_MS = 50;

/**
 * Resolves once a locator is visible, looking every LOOK_EVERY_MS (rejects after `timeout` ms).
 * Not Playwright's `waitFor`: it waits longer and longer between its looks, up to 500 ms, and the
 * bench would count that wait as the tap's time to effect (on the home page it added ~200 ms to
 * what the page's own clock showed, from the touch to the open dialog). Each look is one
 * evaluation in the page (~20 ms at 4x), so looking without a pause would take the page's time.
 */
async function shows(l: Locator, timeout: number): Promise<void> {
  const end = performance.now() + timeout;
  for (;;) {
    if (await l.isVisible()) return;
    if (performance.now() >= end) throw new Error(`${l.toString()} was not visible within ${timeout} ms`);
    await nextLook(LOOK_EVERY_MS);
  }
}

const reportButton = (page: Page) => page.getByRole('button', { name: 'Report how the trail is today' });
const conditionChoices = (page: Page) => page.getByRole('radiogroup', { name: 'How is the trail today?' });
const starLabel = (page: Page, stars: number) =>
  page
    .getByRole('form', { name: 'Write a review' })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: `${stars} stars`, exact: true }) });

export const FIRST_TAPS: readonly FirstTap[] = [
  {
    name: 'trail page: heart (Add to favorites)',
    on: 'trail',
    control: (page) => page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).first(),
    effect: (page, timeout) =>
      shows(page.getByRole('main').getByRole('button', { name: 'Remove from favorites', pressed: true }), timeout),
  },
  {
    name: 'trail page: Save Route',
    on: 'trail',
    control: (page) => page.getByRole('button', { name: 'Save Route', exact: true }),
    effect: (page, timeout) => shows(page.getByRole('button', { name: 'Remove from Saved', exact: true }), timeout),
  },
  {
    // Debian's Chromium has no native share sheet: the Share menu (spec: Share control).
    name: 'trail page: Share',
    on: 'trail',
    control: (page) => page.getByRole('main').getByRole('button', { name: 'Share', exact: true }),
    effect: (page, timeout) => shows(page.getByRole('menuitem', { name: 'Copy Link' }), timeout),
  },
  {
    name: 'trail page: Navigate to Trailhead',
    on: 'trail',
    control: (page) => page.getByRole('main').getByRole('link', { name: /^Navigate to Trailhead/ }),
    // Google Maps' directions in a new tab (the tab's request is answered on this machine: see routeMaps).
    effect: async (page, timeout) => {
      const tab = await page.context().waitForEvent('page', { timeout });
      await tab.waitForURL(/^https:\/\/www\.google\.com\/maps\/dir\//, { timeout, waitUntil: 'commit' });
    },
  },
  {
    name: 'trail page: a condition choice (Tacky)',
    on: 'trail',
    reach: async (page, timeout) => {
      const report = reportButton(page);
      await shows(report, timeout);
      await tapNow(report);
      await shows(conditionChoices(page), timeout).catch(() => {
        throw new Error(
          `the tap on 'Report how the trail is today' was lost: no condition choices within ${timeout} ms`,
        );
      });
    },
    control: (page) => conditionChoices(page).getByRole('radio', { name: 'Tacky' }),
    effect: (page, timeout) =>
      shows(conditionChoices(page).getByRole('radio', { name: 'Tacky', checked: true }), timeout),
  },
  {
    // The star the thumb hits is the label around the (visually hidden) radio button.
    name: 'trail page: a review star (4 stars)',
    on: 'trail',
    control: (page) => starLabel(page, 4),
    // Beside the stars the form says what was chosen ('Choose 1 to 5 stars' until then).
    effect: (page, timeout) =>
      shows(page.getByRole('form', { name: 'Write a review' }).getByText('4 stars', { exact: true }), timeout),
  },
  {
    name: 'home: Filters',
    on: 'home',
    control: (page) =>
      page
        .locator('#map')
        .getByTestId('filter-summary')
        .getByRole('button', { name: /^Filters/ }),
    effect: (page, timeout) => shows(page.getByRole('dialog', { name: 'Filter Trails' }), timeout),
  },
  {
    // First it says why it asks; 'Use my location' then asks the phone (the journey goes on).
    name: 'home: Near me',
    on: 'home',
    control: (page) => page.getByRole('region', { name: 'Near me' }).getByRole('button', { name: 'Near me' }),
    effect: (page, timeout) =>
      shows(page.getByRole('region', { name: 'Near me' }).getByRole('button', { name: 'Use my location' }), timeout),
  },
];

/**
 * Resolves once the control is painted: laid out and visible, and the browser has shown the
 * page's first contentful paint (`firstPaint`: SlowPhone.firstPaint, from the DevTools protocol's
 * lifecycle events, so no script has to run in the page to know it; an element can be laid out
 * before anything is shown).
 */
export async function painted(control: Locator, firstPaint: Promise<unknown>, timeout: number): Promise<void> {
  await Promise.all([shows(control, timeout), firstPaint]);
}

/**
 * A tap the moment the control is on screen, as a rider's thumb: touched at its centre, with no
 * waiting for the app, for a quiet page or for the control to be enabled (the server paints Save
 * Route disabled until the app has started, and a rider taps what is painted: a tap on it then is
 * lost, and counted so). A control not wholly on the first screen is first scrolled to the middle
 * of it, clear of the header and the bottom navigation, and given two frames to settle, as a
 * rider's eye does. Every look into the page waits for the page's main thread, as a real touch
 * does, so a control already in view is found and touched in one. When the page moved under the
 * thumb all the same (a block near the screen rendered), the touch landed on something else: that
 * is an aim missed, not a tap lost, so the rider aims again. Resolves to the moment of the touch
 * that landed on the control (`performance.now()`), for the bench.
 */
export async function tapNow(control: Locator): Promise<number> {
  const page = control.page();
  for (let attempt = 0; ; attempt++) {
    const spot = await control.evaluate(async (el) => {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) {
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        for (let last = '', i = 0; i < 30; i++) {
          await frame();
          const now = JSON.stringify(el.getBoundingClientRect());
          if (now === last) break;
          last = now;
        }
      }
      const box = el.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // The control (or a part of it, or a label's input) is under the thumb there, not a sticky bar.
      const under = document.elementFromPoint(x, y);
      // What the touch lands on, seen by the browser before any of the page's own handlers.
      delete document.documentElement.dataset.firstTapOn;
      window.addEventListener(
        'pointerdown',
        (e) =>
          (document.documentElement.dataset.firstTapOn = String(e.target instanceof Node && el.contains(e.target))),
        { capture: true, once: true },
      );
      return { x, y, clear: Boolean(under && (el.contains(under) || under.contains(el))) };
    });
    if (!spot.clear && attempt < 4) {
      // Covered (a sticky bar): scroll it to the middle and look again.
      await control.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      continue;
    }
    const at = performance.now();
    await page.touchscreen.tap(spot.x, spot.y);
    const landed = await page.evaluate(() => document.documentElement.dataset.firstTapOn);
    if (landed !== 'false' || attempt >= 4) return at;
  }
}

/** The new tab of Navigate to Trailhead asks Google Maps: answered here, so no request leaves the machine. */
export async function routeMaps(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/www\.google\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Google Maps stand-in</title>' }),
    );
}

/** The path of a trail with coordinates (Navigate is a link only then), from the API at `baseURL`. */
export async function trailPath(baseURL: string): Promise<string> {
  const res = await fetch(new URL('/api/routes', baseURL));
  const trails = (await res.json()) as { id: number; coordinates: string }[];
  const trail = trails.find((t) => t.coordinates.trim().startsWith('[['));
  if (!trail) throw new Error('no trail with coordinates');
  return `/routes/${trail.id}`;
}
