import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Ports can be moved (E2E_PORT, E2E_FAKE_PORT) so two checkouts can run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
const FAKE_PORT = Number(process.env.E2E_FAKE_PORT ?? 4174);
/** Where the stand-in outside services answer; e2e tests may call `${FAKE_URL}/__weather?mode=rain`. */
export const FAKE_URL = `http://127.0.0.1:${FAKE_PORT}`;
export const E2E_ADMIN_PASSWORD = 'trail-admin-e2e';
const CI = Boolean(process.env.CI);
/** The journeys on a throttled phone (issue 31's first taps). */
const SLOW_PHONE_JOURNEYS = /first-tap\.spec\.ts$/;

// Debian's Chromium where it exists (Playwright cannot download its own browser here, and we
// run as root on a closed network); Playwright's own browser elsewhere.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Under libfaketime (scripts/test-at-date.sh) Chromium's CPU throttling through the DevTools
// protocol stops working, so the slow-phone journeys' browser can keep the real clock while the
// servers and the test runner keep the faked one: E2E_BROWSER_REAL_CLOCK=1.
const browserEnv = process.env.E2E_BROWSER_REAL_CLOCK
  ? Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')),
    )
  : undefined;
const launchOptions = existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      env: browserEnv,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 2 : undefined,
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker is tested by the offline journeys (e2e/offline.spec.ts), which allow it;
    // elsewhere every request goes to the server, as each test expects.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: SLOW_PHONE_JOURNEYS, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      // The slow-phone journeys (4x CPU, slow 4G) run after every other journey, alone: a second
      // browser on the same two cores would slow the phone far past the 4x it stands for (on CI,
      // 'home: Near me' ran out of its 15 s only beside other journeys). Run them by themselves with
      // `npx playwright test --project=slow-phone --no-deps`.
      name: 'slow-phone',
      testMatch: SLOW_PHONE_JOURNEYS,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: [
    {
      // Stand-in for Open-Meteo, the news feeds and the map tiles (no internet here).
      command: `node ../scripts/fake-services.mjs ${FAKE_PORT}`,
      url: `${FAKE_URL}/__hits`,
      reuseExistingServer: !CI,
      stdout: 'ignore',
    },
    {
      // The production build served by the real API, on a fresh database every run.
      // E2E_SERVER_COMMAND can point at an already-built server (e.g. `node ../api/dist/server.js`).
      command: process.env.E2E_SERVER_COMMAND ?? 'node ../scripts/start.mjs',
      url: `${baseURL}/api/stats`,
      reuseExistingServer: !CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR ?? `../tmp/e2e-data-${Date.now()}`,
        LOG_LEVEL: 'warn',
        OPEN_METEO_BASE_URL: FAKE_URL,
        NEWS_FEEDS: `${FAKE_URL}/feeds/sa-mtb.xml,${FAKE_URL}/feeds/trail-news.atom`,
        TILE_URL: `${FAKE_URL}/tiles/{z}/{x}/{y}.png`,
        // The stand-in tile server permits offline download (OpenStreetMap's own never does).
        TILE_OFFLINE_DOWNLOAD: 'true',
        // As behind one reverse proxy: a journey that must have a rate limit to itself sends its own
        // X-Forwarded-For (only phone-failures.spec.ts does); every other request counts as the socket's.
        TRUST_PROXY: '1',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        ADMIN_EMAIL: 'admin@trailfinder.test',
        JWT_SECRET: '8d8d35b34885db88107344046440143771556d088654753ceea6a81ca42226de',
      },
    },
  ],
});
