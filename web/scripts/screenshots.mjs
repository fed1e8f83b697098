#!/usr/bin/env node
/**
 * Full-page screenshots of the home page (desktop 1280x900 and phone 390x844) into
 * docs/screenshots/. Needs a running server: BASE_URL=http://localhost:3000 node scripts/screenshots.mjs
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir =
  process.env.OUT_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const browser = await chromium.launch(
  existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] }
    : {},
);
mkdirSync(outDir, { recursive: true });
const shots = [
  { name: 'home-desktop', viewport: { width: 1280, height: 900 } },
  { name: 'home-mobile', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
];
for (const { name, ...options } of shots) {
  const page = await browser.newPage(options);
  page.on('console', (m) => m.type() === 'error' && console.log(`[${name}] console error:`, m.text()));
  await page.goto(baseUrl);
  await page.getByTestId('route-card').first().waitFor();
  await page.locator('.leaflet-marker-icon').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: process.env.FULL === '1' });
  await page.close();
}
await browser.close();
console.log(`Saved to ${outDir}`);
