#!/usr/bin/env node
/**
 * `npm run bench -- --trails 10000`: the scale benchmark of issue 14 (not part of the tests).
 * Generates N clearly synthetic trails ("Synthetic bench trail 00001", spread over South Africa
 * by a fixed pseudo-random sequence) into a throwaway PostgreSQL database that is dropped at the
 * end; they are never part of the catalogue. Reports:
 *   - full /api/sync size (raw and gzip) and an empty delta's size,
 *   - GET /api/routes?near=...&radiusKm=50 p99 under 50 connections,
 *   - in headless Chromium (phone viewport): page load to the first map markers, and a filter
 *     change to the updated list.
 * Targets (issue 14): full sync < 3 MB gzip, empty delta < 1 KB, filter-to-list < 100 ms, markers < 1 s.
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
/* global document, window, MutationObserver, requestAnimationFrame, HTMLSelectElement -- the page.evaluate body runs in the browser */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { insertTrails, syntheticTrails } from './synthetic-trails.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = process.argv.indexOf('--trails');
const N = Number(process.argv[arg + 1] ?? 10_000);
if (!Number.isInteger(N) || N < 1 || N > 100_000) throw new Error('--trails needs a whole number from 1 to 100000');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 4490);
const TARGETS = { fullSyncGzipBytes: 3_000_000, emptyDeltaBytes: 1024, filterToListMs: 100, markersMs: 1000 };

async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

function startServer(databaseUrl) {
  return spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NEWS_FEEDS: '',
      ADMIN_PASSWORD: 'bench-only-password',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUp(base) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/stats`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'ok' : 'OVER TARGET');

export async function runScaleBench() {
  const dbName = `trailfinder_bench_${process.pid}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  await adminQuery(`create database "${dbName}"`);
  let server;
  let failed = false;
  const base = `http://127.0.0.1:${PORT}`;
  try {
    // First start migrates and loads the real catalogue; the synthetic trails go in beside it.
    server = startServer(url.toString());
    await waitUp(base);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await insertTrails((sql, params) => client.query(sql, params), syntheticTrails(N));
    await client.end();
    // The trail list is cached for 5 s: wait until it holds the synthetic trails.
    let total = 0;
    for (let i = 0; i < 100 && total <= N; i++) {
      total = (await (await fetch(`${base}/api/stats`)).json()).totalRoutes;
      if (total <= N) await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`Scale bench: ${total} trails (${N} synthetic + the catalogue) on PostgreSQL database ${dbName}`);

    const full = Buffer.from(await (await fetch(`${base}/api/sync`)).arrayBuffer());
    const cursor = JSON.parse(full.toString()).cursor;
    const delta = Buffer.from(
      await (await fetch(`${base}/api/sync?since=${encodeURIComponent(cursor)}`)).arrayBuffer(),
    );
    const fullGzip = gzipSync(full).length;
    console.log(
      `  full sync: ${kb(full.length)} raw, ${kb(fullGzip)} gzip (${mark(fullGzip < TARGETS.fullSyncGzipBytes)})`,
    );
    console.log(`  empty delta: ${delta.length} bytes raw (${mark(delta.length < TARGETS.emptyDeltaBytes)})`);
    failed ||= fullGzip >= TARGETS.fullSyncGzipBytes || delta.length >= TARGETS.emptyDeltaBytes;

    const near = await autocannon({
      url: `${base}/api/routes?near=-33.92,18.42&radiusKm=50`,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    console.log(
      `  GET /api/routes?near=-33.92,18.42&radiusKm=50 (50 connections, 10 s): ${near.requests.average.toFixed(0)} req/s, ` +
        `p50 ${near.latency.p50} ms, p99 ${near.latency.p99} ms, non-2xx ${near.non2xx}`,
    );

    const browser = await chromium.launch({
      ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(() =>
        localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
      );
      // The page's own clock: the frame after the first marker joined the map (Playwright's
      // waitFor polls, and its polling interval is not the rider's wait).
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('#map .leaflet-marker-icon')) return;
          observer.disconnect();
          requestAnimationFrame(() => (window.__firstMarkerAt = performance.now()));
        });
        observer.observe(document, { subtree: true, childList: true });
      });
      const markersAt = async () => {
        // From another page: a goto to the same address with a #hash would only scroll, not load.
        await page.goto('about:blank');
        await page.goto(`${base}/#map`, { waitUntil: 'commit', timeout: 120_000 });
        await page.locator('#map .leaflet-marker-icon').first().waitFor({ timeout: 120_000 });
        return page.evaluate(
          () =>
            new Promise((resolve) => {
              const read = () =>
                window.__firstMarkerAt ? resolve(window.__firstMarkerAt) : requestAnimationFrame(read);
              read();
            }),
        );
      };
      const first = await markersAt();
      const again = await markersAt();
      console.log(
        `  page load to map markers: first visit (full sync into IndexedDB) ${first.toFixed(0)} ms, next visit ${again.toFixed(0)} ms (${mark(again < TARGETS.markersMs)})`,
      );
      failed ||= again >= TARGETS.markersMs;

      await page.locator('#routes').getByTestId('trail-card').first().waitFor();
      // On a phone the filters live in a bottom sheet: open it, as a rider would.
      await page
        .getByRole('button', { name: /^Filters/ })
        .first()
        .click();
      const select = await page.getByLabel('Province').elementHandle();
      const times = [];
      for (const province of ['Gauteng', 'Limpopo', 'Western Cape', 'Free State', 'KwaZulu-Natal']) {
        times.push(
          await page.evaluate(
            ([el, value]) =>
              new Promise((resolve) => {
                const list = document.querySelector('#routes');
                const t0 = performance.now();
                const observer = new MutationObserver(() => {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - t0));
                });
                observer.observe(list, { subtree: true, childList: true, characterData: true });
                Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(el, value);
                el.dispatchEvent(new Event('change', { bubbles: true }));
              }),
            [select, province],
          ),
        );
      }
      const worst = Math.max(...times);
      console.log(
        `  filter change to updated list: ${times.map((t) => t.toFixed(0)).join(', ')} ms, worst ${worst.toFixed(0)} ms (${mark(worst < TARGETS.filterToListMs)})`,
      );
      failed ||= worst >= TARGETS.filterToListMs;
    } finally {
      await browser.close();
    }
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => (server ? server.once('exit', r) : r()));
    await adminQuery(`drop database if exists "${dbName}" with (force)`);
  }
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = (await runScaleBench()) ? 1 : 0;
