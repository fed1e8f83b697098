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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = process.argv.indexOf('--trails');
const N = Number(process.argv[arg + 1] ?? 10_000);
if (!Number.isInteger(N) || N < 1 || N > 100_000) throw new Error('--trails needs a whole number from 1 to 100000');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 4490);
const TARGETS = { fullSyncGzipBytes: 3_000_000, emptyDeltaBytes: 1024, filterToListMs: 100, markersMs: 1000 };

/** Mulberry32: the same trails every run, so figures compare between runs. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Coarse province boxes (as shared-types PROVINCE_BOUNDS): each synthetic trail lies inside its province's box. */
const BOXES = {
  'Western Cape': [-34.9, -30.4, 17.7, 24.3],
  'Eastern Cape': [-34.3, -30.0, 22.7, 30.2],
  'Northern Cape': [-32.9, -24.7, 16.4, 25.6],
  'Free State': [-30.8, -26.6, 24.3, 29.8],
  'KwaZulu-Natal': [-31.1, -26.8, 28.8, 32.95],
  Gauteng: [-26.95, -25.1, 27.1, 28.95],
  'North West': [-28.0, -24.6, 22.6, 28.3],
  Mpumalanga: [-27.5, -24.4, 28.2, 32.05],
  Limpopo: [-25.4, -22.1, 26.4, 31.9],
};
const PROVINCES = Object.keys(BOXES);
const FACILITIES = {
  coffeeShop: false,
  restaurant: false,
  toilets: true,
  parking: true,
  bikeRepairShop: false,
  mechanicalStation: false,
  washBay: false,
  bikeShop: false,
  showers: false,
};

function syntheticTrails(n) {
  const r = random(14);
  const rows = [];
  for (let i = 1; i <= n; i++) {
    const province = PROVINCES[Math.floor(r() * PROVINCES.length)];
    const [a, b, c, d] = BOXES[province];
    const lat = +(a + r() * (b - a)).toFixed(5);
    const lng = +(c + r() * (d - c)).toFixed(5);
    const id = String(i).padStart(5, '0');
    rows.push({
      name: `Synthetic bench trail ${id}`,
      description: 'Generated for the scale benchmark; not a real trail.',
      location: `Bench area ${(i % 400) + 1}`,
      province,
      difficulty: ['easy', 'moderate', 'hard'][i % 3],
      distance: Math.round(5 + r() * 60),
      elevation: Math.round(r() * 1500),
      duration: '',
      rating: +(3 + r() * 2).toFixed(1),
      coordinates: JSON.stringify([[lat, lng]]),
    });
  }
  return rows;
}

async function insertTrails(url, rows) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = new Date();
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const values = [];
    const params = [];
    for (const t of chunk) {
      const p = params.length;
      params.push(t.name, t.description, t.location, t.province, t.difficulty, t.distance, t.elevation, t.duration);
      params.push(t.rating, t.coordinates, JSON.stringify(FACILITIES), now);
      const $ = (k) => `$${p + k}`;
      values.push(
        `(${$(1)},${$(2)},${$(3)},${$(4)},${$(5)},${$(6)},${$(7)},${$(8)},${$(9)},0,null,${$(10)},'[]',${$(11)},'[]',null,null,null,null,'unknown',${$(12)},${$(12)},null)`,
      );
    }
    await client.query(
      'insert into trails (name, description, location, province, difficulty, distance, elevation, duration, rating, review_count, image_url, coordinates, features, facilities, route_variants, accommodation_info, contact_email, contact_phone, website, surface, created_at, updated_at, deleted_at) values ' +
        values.join(','),
      params,
    );
  }
  await client.end();
}

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
    await insertTrails(url.toString(), syntheticTrails(N));
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
