#!/usr/bin/env node
/**
 * What the server's memory must hold in its legitimate worst cases (decision 054), run by hand:
 *
 *   node scripts/build.mjs && node scripts/bench-memory.mjs --db=pglite|postgres
 *
 * A production server (api/dist, the node flags of scripts/server-flags.mjs, or BENCH_NODE_FLAGS;
 * '' for none) on a throwaway database holding the catalogue and 10,000 synthetic trails
 * (--trails=N), through these phases:
 *   1. start: the news job over feeds of the largest size it accepts (5 MB each, one per default
 *      feed) and, at the same time, the first reads (the catalogue snapshot of every trail);
 *   2. an admin edit, then reads: the snapshot is rebuilt while the old one is still held;
 *   3. 10 MiB GPX uploads (scripts/gpx-shapes.mjs), a rider's read asked every 100 ms meanwhile;
 *   4. 200 connections on the bench's mix of pages and API reads for 20 s (--duration).
 * For each: the main thread's heap, read from V8's --trace-gc lines (the most in use when a
 * collection started, and the most still live after a full one), the import worker's, and the
 * process's peak RSS. Ports: BENCH_PORT (5120) and BENCH_FAKE_PORT (5121).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { GPX_SHAPES } from './gpx-shapes.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { insertTrails, syntheticTrails } from './synthetic-trails.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DB = arg('db', 'pglite');
const TRAILS = Number(arg('trails', '10000'));
const DURATION = Number(arg('duration', '20'));
const PORT = Number(process.env.BENCH_PORT ?? 5120);
const FAKE_PORT = Number(process.env.BENCH_FAKE_PORT ?? 5121);
const FLAGS = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? SERVER_NODE_FLAGS;
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-only-password';
const base = `http://127.0.0.1:${PORT}`;

// Feeds of 5 MB (feed-fetch.ts's limit): RSS items, as a busy news site's full-text feed.
const item = (i) =>
  `<item><title>Trail news ${i}</title><link>https://news.example.co.za/${i}</link><description>${'Riders in the Western Cape report good trail conditions after the rain. '.repeat(20)}</description><pubDate>${new Date(Date.UTC(2026, 10, 1) - i * 60_000).toUTCString()}</pubDate></item>`;
let feed =
  '<?xml version="1.0"?><rss version="2.0"><channel><title>Big feed</title><link>https://news.example.co.za</link>';
for (let i = 0; feed.length < 5 * 1024 * 1024 - 2000; i++) feed += item(i);
feed += '</channel></rss>';
let feedsServed = 0;
const feeds = http.createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed, () => feedsServed++),
);
await new Promise((r) => feeds.listen(FAKE_PORT, '127.0.0.1', r));
const FEEDS = [1, 2, 3].map((i) => `http://127.0.0.1:${FAKE_PORT}/feed-${i}.xml`).join(',');

const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-memory-'));
const dbName = `trailfinder_memory_${process.pid}`;
const dbUrl = Object.assign(new URL(PG_BASE), { pathname: `/${dbName}` }).toString();
const adminPg = async (sql) => {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  await c.query(sql);
  await c.end();
};

/** The production server; `onLine` gets each line it prints (the --trace-gc lines among them). */
function start(flags, onLine = () => {}) {
  const server = spawn(process.execPath, [...flags, path.join(root, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(DB === 'postgres' ? { DATABASE_URL: dbUrl } : {}),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      NEWS_FEEDS: FEEDS,
      NEWS_REFRESH_MINUTES: '10080',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let rest = '';
  server.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    lines.forEach(onLine);
  });
  const exited = new Promise((r) =>
    server.once('exit', (code, signal) => {
      if (code || (signal && signal !== 'SIGTERM'))
        console.log(`  THE SERVER STOPPED: exit code ${code}, signal ${signal}`);
      r();
    }),
  );
  return { server, stop: () => (server.kill('SIGTERM'), exited) };
}

async function waitUp() {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

// Seeding: a first start migrates and loads the catalogue; the synthetic trails go in beside it, server stopped.
if (DB === 'postgres') await adminPg(`create database "${dbName}"`);
const seeding = start(FLAGS);
await waitUp();
await seeding.stop();
if (DB === 'postgres') {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await insertTrails((sql, params) => client.query(sql, params), syntheticTrails(TRAILS));
  await client.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  await insertTrails((sql, params) => db.query(sql, params), syntheticTrails(TRAILS));
  await db.close();
}

/** Per phase: heap figures of the main isolate (the first to collect) and of the others (the import worker). */
const phases = [];
let phase;
const report = (p) =>
  console.log(
    `${p.name} | ${p.heapMax.toFixed(0)} | ${p.liveMax.toFixed(0) || '-'} | ${p.workerHeapMax.toFixed(0) || '-'} | ${p.rssPeak.toFixed(0)}`,
  );
/** Ends the phase running (its figures are printed) and starts the next. */
const begin = (name) => {
  if (phase) report(phase);
  phases.push((phase = { name, heapMax: 0, liveMax: 0, workerHeapMax: 0, rssPeak: 0 }));
};
let mainIsolate;
const GC =
  /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: (Scavenge|Mark-Compact|Minor Mark-Sweep)\S*\s[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+)/;
function onLine(line) {
  const m = GC.exec(line);
  if (!m || !phase) return;
  const [, isolate, kind, before, after] = m;
  mainIsolate ??= isolate;
  if (isolate !== mainIsolate) phase.workerHeapMax = Math.max(phase.workerHeapMax, Number(before));
  else {
    phase.heapMax = Math.max(phase.heapMax, Number(before));
    if (kind === 'Mark-Compact') phase.liveMax = Math.max(phase.liveMax, Number(after));
  }
}

console.log(
  'phase | main heap at a GC, max (MB) | main live after full GC, max (MB) | worker heap, max (MB) | peak RSS (MiB)',
);
begin('1. start: news job (3 feeds of 5 MB) and the first snapshot');
feedsServed = 0;
const { server, stop } = start([...FLAGS, '--trace-gc'], onLine);
const rss = () => {
  try {
    return Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)[1]) / 1024;
  } catch {
    return 0;
  }
};
const sampler = setInterval(() => (phase.rssPeak = Math.max(phase.rssPeak, rss())), 25);
const get = async (p, init) => {
  const res = await fetch(`${base}${p}`, init);
  await res.arrayBuffer();
  return res;
};
try {
  await waitUp();
  for (const p of ['/api/routes', '/api/sync', '/api/stats', '/']) await get(p);
  // The job analyses the stored articles before it fetches (seconds on a loaded machine, longer on
  // PostgreSQL): wait up to a minute for the feeds; if they never come, only the snapshot is measured.
  for (let i = 0; i < 600 && feedsServed < 3; i++) await new Promise((r) => setTimeout(r, 100));
  if (feedsServed >= 3) await new Promise((r) => setTimeout(r, 5000)); // parsing and analysis after the download
  console.log(`  news job: ${feedsServed} feeds of 5 MB served`);
  const trails = await (await fetch(`${base}/api/routes`)).json();
  console.log(`${DB}: ${trails.length} trails, node ${FLAGS.join(' ') || '(no flags)'}`);

  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const trail = trails.find((t) => !t.name.startsWith('Synthetic'));

  begin('2. admin edit, snapshot rebuilt');
  await get(`/api/admin/routes/${trail.id}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ description: `${trail.description} ` }),
  });
  await Promise.all(['/api/routes', '/api/sync', '/api/stats', '/'].map((p) => get(p)));

  for (const [shape, make] of Object.entries(GPX_SHAPES)) {
    begin(`3. 10 MiB GPX upload: ${shape}`);
    let done = false;
    let reads = 0;
    const upload = get(`/api/admin/routes/${trail.id}/track`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/gpx+xml' },
      body: make(),
    }).finally(() => (done = true));
    while (!done) {
      if ((await get(`/api/routes/${trail.id}`)).ok) reads++;
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`  ${shape}: ${(await upload).status}, ${reads} rider reads answered meanwhile`);
  }

  begin(`4. 200 connections, mix, ${DURATION} s`);
  const ids = trails.slice(0, 5).map((t) => t.id);
  const mix = ['/', '/videos', `/routes/${ids[0]}`, '/api/routes', ...ids.map((id) => `/api/routes/${id}`)]
    .concat(['/api/stats', '/api/events', '/api/videos', '/api/sync', '/api/config'])
    .map((p) => ({ method: 'GET', path: p }));
  const load = await autocannon({
    url: base,
    connections: 200,
    duration: DURATION,
    requests: mix,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  console.log(`  ${load.requests.total} requests, non-2xx ${load.non2xx}, errors ${load.errors}`);
} finally {
  clearInterval(sampler);
  await stop();
  feeds.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (DB === 'postgres') await adminPg(`drop database if exists "${dbName}" with (force)`);
}
report(phase);
