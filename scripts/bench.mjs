#!/usr/bin/env node
/**
 * `npm run bench`: measures the budgets of the project (not part of the tests).
 *  1. Home page initial JavaScript (gzip) from web/dist: entry chunk plus its static imports.
 *  2. GET /api/routes for the whole catalogue: 50 concurrent connections, req/s and latency percentiles.
 * Budgets: 250 KB gzip and p99 < 50 ms. Exits 1 when a budget is missed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_P99_MS = 50;
let failed = false;

// 1. Initial JS: the web workspace's budget check (entry script + modulepreloads, gzip).
try {
  execFileSync(process.execPath, [path.join(root, 'web/scripts/check-bundle-size.mjs')], { stdio: 'inherit' });
} catch {
  failed = true;
}

// 2. API latency under load, against the production server on an embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    NEWS_FEEDS: '',
    ADMIN_PASSWORD: 'bench-only-password',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/stats`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const count = (await (await fetch(`${base}/api/routes`)).json()).length;
  const result = await autocannon({
    url: `${base}/api/routes`,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, br' },
  });
  const l = result.latency;
  console.log(`GET /api/routes (${count} trails, 50 connections, 10 s, gzip/br):`);
  console.log(`  ${result.requests.average.toFixed(0)} req/s, errors ${result.errors}, non-2xx ${result.non2xx}`);
  console.log(
    `  latency ms: p50 ${l.p50}  p90 ${l.p90}  p97.5 ${l.p97_5}  p99 ${l.p99}  max ${l.max} (budget p99 < ${BUDGET_P99_MS})`,
  );
  if (l.p99 >= BUDGET_P99_MS || result.errors || result.non2xx) failed = true;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
