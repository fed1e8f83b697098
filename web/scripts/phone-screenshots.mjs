#!/usr/bin/env node
/**
 * Full-page phone (390x844) screenshots of the home page and the first trail's page into
 * docs/screenshots/ as home-phone-<SUFFIX>.png and trail-phone-<SUFFIX>.png (issue 13's
 * before/after pictures). Needs a running server:
 * BASE_URL=http://localhost:3000 SUFFIX=after node scripts/phone-screenshots.mjs
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const suffix = process.env.SUFFIX ?? 'after';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const browser = await chromium.launch(
  existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] }
    : {},
);
mkdirSync(outDir, { recursive: true });
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
});
await page.goto(baseUrl);
const firstCard = page.getByTestId('trail-card').first();
await firstCard.waitFor();
await page.locator('.leaflet-marker-icon').first().waitFor();
await page.waitForLoadState('networkidle').catch(() => {});
await page.screenshot({ path: path.join(outDir, `home-phone-${suffix}.png`), fullPage: true });
const href = await firstCard.locator('a[href^="/routes/"]').first().getAttribute('href');
await page.goto(new URL(href, baseUrl).href);
await page.getByRole('heading', { level: 1 }).waitFor();
await page.waitForLoadState('networkidle').catch(() => {});
await page.screenshot({ path: path.join(outDir, `trail-phone-${suffix}.png`), fullPage: true });
await browser.close();
console.log(`Saved home-phone-${suffix}.png and trail-phone-${suffix}.png to ${outDir}`);
