import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * A rider's phone on a slow link, as issue 31 measured it: 390 x 844, touch, a phone's user
 * agent, the CPU slowed 4x and a slow 4G link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up), both through the Chrome DevTools Protocol. Each page gets a fresh context (empty cache, no
 * storage) with the service worker blocked, as in playwright.config.ts: every visit is a first
 * visit and every request goes to the server.
 *
 * No relative imports here: scripts/bench-taps.mjs loads this file with Node's own type stripping.
 */

export const SLOW_PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  cpuSlowdown: 4,
  /** Network.emulateNetworkConditions takes bytes per second and a latency in ms. */
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
} as const;

/** Cape Town's Table Mountain: where the phone says it is when a page asks. */
export const PHONE_POSITION = { latitude: -33.9628, longitude: 18.4098 };

export interface SlowPhoneOptions {
  /** The app's address, e.g. http://localhost:5120 (the journeys' baseURL). */
  baseURL: string;
  /**
   * Answer the cookie question beforehand, as the other phone journeys do, so the banner does not
   * sit over the controls being tapped (default true).
   */
  consentAnswered?: boolean;
}

export interface SlowPhone {
  context: BrowserContext;
  page: Page;
  /**
   * Resolves (to `performance.now()` here) once the browser has made the page's first contentful
   * paint: the DevTools protocol's lifecycle event, which needs no script in the page.
   */
  firstPaint: Promise<number>;
  /** Loads `path` on the slowed phone and resolves once the navigation has committed (no waiting for load). */
  open(path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A new context on `browser` dressed as the phone, with one page slowed before it loads anything.
 * Location (PHONE_POSITION) and the clipboard are granted, so "Near me" and "Copy Link" answer
 * without a permission prompt (headless Chromium shows none).
 */
export async function openSlowPhone(browser: Browser, options: SlowPhoneOptions): Promise<SlowPhone> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: SLOW_PHONE.viewport,
    screen: SLOW_PHONE.viewport,
    deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: SLOW_PHONE.userAgent,
    serviceWorkers: 'block',
    geolocation: PHONE_POSITION,
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
  });
  if (options.consentAnswered ?? true) {
    await context.addInitScript(() =>
      localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE.network });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const firstPaint = new Promise<number>((resolve) =>
    cdp.on('Page.lifecycleEvent', (e) => {
      if (e.name === 'firstContentfulPaint') resolve(performance.now());
    }),
  );
  return {
    context,
    page,
    firstPaint,
    async open(path: string) {
      await page.goto(path, { waitUntil: 'commit' });
    },
    close: () => context.close(),
  };
}
