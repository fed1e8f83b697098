#!/usr/bin/env node
/**
 * `npm run bench`: measures the budgets of the project (not part of the tests).
 *  1. Home page initial JavaScript (gzip) from web/dist: entry chunk plus its static imports.
 *  2. The production server under load, on embedded PGlite and on PostgreSQL (when one answers at
 *     127.0.0.1:5432; a throwaway database is created and dropped): first a plain static file
 *     (the baseline), then the usual mix of pages, API reads and the entry script, each at
 *     200 connections for 60 s, with errors, timeouts, p99, throughput and the server's memory
 *     (RSS) at start, peak and end.
 *  3. Lighthouse mobile on the home page and a trail page (scripts/bench-lighthouse.mjs).
 *  4. Offline map packs (scripts/bench-map-packs.mjs).
 *  5. First taps on a slow phone: each control's painted-at and time to effect (scripts/bench-taps.mjs).
 * Targets: the mix at least half the static throughput, p99 under 300 ms, no errors or timeouts,
 * peak RSS under 600 MiB and back near the start afterwards. Exits 1 when one is missed.
 *
 * Options (flags or environment): --duration=60 (BENCH_DURATION, seconds per run),
 * --connections=200 (BENCH_CONNECTIONS), --db=all|pglite|postgres (BENCH_DB),
 * --settle=20 (BENCH_SETTLE, idle seconds before the end memory figure),
 * BENCH_NODE_FLAGS (the server's node flags instead of scripts/server-flags.mjs; '' for none).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { NODE_FLAGS, startServer } from './bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `npm run bench -- --trails 10000`: the scale benchmark only (issue 14), in its own file.
if (process.argv.includes('--trails')) {
  const { runScaleBench } = await import('./bench-scale.mjs');
  process.exit((await runScaleBench()) ? 1 : 0);
}
// `npm run bench -- --lighthouse`: Lighthouse mobile on the home and a trail page only (issue 16).
if (process.argv.includes('--lighthouse')) {
  const { runLighthouseBench } = await import('./bench-lighthouse.mjs');
  process.exit((await runLighthouseBench()) ? 1 : 0);
}
// `npm run bench -- --map-packs`: the offline map pack figures only (issue 32).
if (process.argv.includes('--map-packs')) {
  const { runMapPackBench } = await import('./bench-map-packs.mjs');
  process.exit((await runMapPackBench()) ? 1 : 0);
}
// `npm run bench -- --taps`: the first taps on a slow phone only (issue 31).
if (process.argv.includes('--taps')) {
  const { runTapBench } = await import('./bench-taps.mjs');
  process.exit((await runTapBench()) ? 1 : 0);
}
const arg = (name, env, fallback) => {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  return flag ? flag.slice(name.length + 3) : (process.env[env] ?? fallback);
};
const DURATION = Number(arg('duration', 'BENCH_DURATION', '60'));
const CONNECTIONS = Number(arg('connections', 'BENCH_CONNECTIONS', '200'));
const DBS = arg('db', 'BENCH_DB', 'all');
const SETTLE_S = Number(arg('settle', 'BENCH_SETTLE', '20'));
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const TARGET = { p99Ms: 300, mixShare: 0.5, peakMiB: 600, settleMiB: 64, settleShare: 0.25 };
/** A browser's header: every body goes out in its precompressed form. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const MiB = 1024 * 1024;
let failed = false;
const miss = (what) => {
  failed = true;
  console.log(`  MISSED: ${what}`);
};

// 1. Initial JS: the web workspace's budget check (entry script + modulepreloads, gzip).
try {
  execFileSync(process.execPath, [path.join(root, 'web/scripts/check-bundle-size.mjs')], { stdio: 'inherit' });
} catch {
  failed = true;
}

/** The server's resident memory, read from /proc (Linux), sampled while it runs. */
function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function load(title, base, requests) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    headers: BROWSER,
    requests,
  });
  const l = result.latency;
  const rps = result.requests.average;
  console.log(
    `  ${title.padEnd(7)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${l.p50} ms  p99 ${l.p99} ms  max ${l.max} ms  ` +
      `errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}  (${result.requests.total} requests)`,
  );
  return { rps, p99: l.p99, bad: result.errors + result.timeouts + result.non2xx };
}

async function benchOne(label, extraEnv) {
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${DURATION} s per run, node ${NODE_FLAGS.join(' ') || '(no flags)'}`,
  );
  const server = await startServer(extraEnv);
  try {
    const { base } = server;
    const html = await (await fetch(base)).text();
    // The rendered home page names its entry script for boot.js; the app shell has it as a module script.
    const entry = (html.match(/data-entry="([^"]+)"/) ?? html.match(/<script type="module"[^>]*src="([^"]+)"/))?.[1];
    const trails = await (await fetch(`${base}/api/routes`)).json();
    if (!entry || !trails.length) throw new Error('the server has no built web app or no trails');
    const ids = trails.slice(0, 5).map((t) => t.id);
    // What riders' browsers ask for: pages, API reads and the entry script.
    const mix = [
      '/',
      '/videos',
      `/routes/${ids[0]}`,
      entry,
      '/api/routes',
      ...ids.map((id) => `/api/routes/${id}`),
      '/api/stats',
      '/api/events',
      '/api/videos',
      '/api/sync',
      '/api/config',
    ].map((p) => ({ method: 'GET', path: p }));

    const startRss = rssOf(server.pid);
    let peak = startRss;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 200);
    const stat = await load('static', base, [{ method: 'GET', path: '/logo.svg' }]);
    const mixed = await load('mix', base, mix);
    clearInterval(sampler);
    // Let the server settle (V8's memory reducer shrinks the heap after a few idle seconds).
    await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
    const endRss = rssOf(server.pid);
    peak = Math.max(peak, endRss);
    const mib = (b) => `${(b / MiB).toFixed(0)} MiB`;
    console.log(`  memory  start ${mib(startRss)}  peak ${mib(peak)}  end ${mib(endRss)}`);
    console.log(`  mix / static throughput: ${((mixed.rps / stat.rps) * 100).toFixed(0)}%`);

    if (mixed.bad || stat.bad) miss('errors, timeouts or non-2xx answers');
    if (mixed.rps < stat.rps * TARGET.mixShare) miss(`mix below ${TARGET.mixShare * 100}% of static throughput`);
    if (mixed.p99 >= TARGET.p99Ms || stat.p99 >= TARGET.p99Ms) miss(`p99 not under ${TARGET.p99Ms} ms`);
    if (peak >= TARGET.peakMiB * MiB) miss(`peak memory not under ${TARGET.peakMiB} MiB`);
    if (endRss - startRss > Math.max(TARGET.settleMiB * MiB, startRss * TARGET.settleShare))
      miss('memory did not come back near the start');
  } finally {
    await server.stop();
  }
}

// 2. The server under load, on each database.
if (DBS === 'all' || DBS === 'pglite') await benchOne('Embedded PGlite', {});
if (DBS === 'all' || DBS === 'postgres') {
  const name = `trails_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 3_000 });
  let reachable = false;
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
    reachable = true;
  } catch (err) {
    console.log(`\nPostgreSQL: not benched (${PG_BASE} did not answer: ${err.message})`);
  }
  if (reachable) {
    const url = new URL(PG_BASE);
    url.pathname = `/${name}`;
    try {
      await benchOne('PostgreSQL', { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
  }
  await admin.end().catch(() => undefined);
}
// 3. Lighthouse mobile on the home and a trail page (`--no-lighthouse` leaves it out).
if (!process.argv.includes('--no-lighthouse')) {
  const { runLighthouseBench } = await import('./bench-lighthouse.mjs');
  if (await runLighthouseBench()) failed = true;
}
// 4. Offline map packs: size, download time, first offline screen (`--no-map-packs` leaves it out).
if (!process.argv.includes('--no-map-packs')) {
  const { runMapPackBench } = await import('./bench-map-packs.mjs');
  if (await runMapPackBench()) failed = true;
}
// 5. First taps on a slow phone: when each control is painted and how soon its tap takes effect
// (`--no-taps` leaves it out).
if (!process.argv.includes('--no-taps')) {
  const { runTapBench } = await import('./bench-taps.mjs');
  if (await runTapBench()) failed = true;
}
process.exit(failed ? 1 : 0);
