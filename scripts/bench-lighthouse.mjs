/**
 * Lighthouse mobile (its default: a simulated mid-range phone on a slow 4G link) on the home page
 * and a trail page of the production build, in Debian's Chromium, 5 runs per page
 * (BENCH_LIGHTHOUSE_RUNS). The server runs against the stand-in outside services (weather, tiles),
 * as the e2e tests do, so no request leaves the machine. Prints each run's figures with the
 * machine's benchmark index (Lighthouse's own CPU test: a result from a faster machine does not
 * count) and the page's main thread in the run Lighthouse observed (its task time, and how much of
 * it the thread ran on a CPU: the rest was waiting on a shared machine), the median of each figure
 * beside its target, and for the median run (by performance)
 * where the main-thread work went: by kind of work and by script, and the JavaScript the page
 * loaded (gzip). Returns true when a median misses its target. `npm run bench -- --lighthouse`
 * runs only this part.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const seconds = (v) => `${(v / 1000).toFixed(1)} s`;
/** Targets (issues 16 and 31): scores out of 100, times in ms. */
const TARGETS = [
  { key: 'performance', label: 'performance', min: 95, fmt: (v) => `${v}` },
  // Lighthouse's main-thread work is its 4x figure: the trace's tasks times its CPU slowdown.
  { key: 'mainThread', label: 'main-thread work', max: 4000, fmt: seconds },
  { key: 'fcp', label: 'FCP', max: 1800, fmt: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'lcp', label: 'LCP', max: 2500, fmt: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', max: 200, fmt: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', max: 0.1, fmt: (v) => v.toFixed(3) },
  { key: 'accessibility', label: 'accessibility', min: 100, fmt: (v) => `${v}` },
  { key: 'best-practices', label: 'best practices', min: 100, fmt: (v) => `${v}` },
  { key: 'seo', label: 'SEO', min: 100, fmt: (v) => `${v}` },
];

function figures(lhr) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (a) => lhr.audits[a]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    // The categories with a target (Lighthouse 13's agentic-browsing category has none here).
    .filter((c) => TARGETS.some((t) => t.key === c.id && t.key !== 'performance'))
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => a.id);
  const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map(
    (i) => `${i.source}: ${String(i.description).slice(0, 160)}`,
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    failing,
    consoleErrors,
    // How fast this machine ran Lighthouse's own CPU test (higher is faster), and the page's
    // main-thread work at the simulated phone's speed: figures to compare machines and runs by.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    mainThread: num('mainthread-work-breakdown'),
    // Where that work went: by kind (script evaluation, style & layout, other, ...) and by script.
    byKind: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .map((i) => ({ label: i.groupLabel ?? i.group, ms: i.duration }))
      .sort((a, b) => b.ms - a.ms),
    byScript: (lhr.audits['bootup-time']?.details?.items ?? [])
      .map((i) => ({ url: i.url, ms: i.total, scripting: i.scripting, parse: i.scriptParseCompile }))
      .sort((a, b) => b.ms - a.ms),
    scripts: (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(new URL(lhr.finalDisplayedUrl).origin))
      .map((r) => r.url),
  };
}

/**
 * The page's main thread in the trace Lighthouse observed (its own run, before its 4x scaling):
 * the time its top-level tasks took (wall), and how much of that the thread was running on a CPU
 * (thread time). Lighthouse counts the wall time, so on a machine shared with the browser's other
 * processes, the server and Lighthouse itself, waiting for a CPU counts as the page's work.
 * `pageUrl` names the page, whose document's thread is measured.
 */
export function mainThreadTimes(trace, pageUrl) {
  const events = trace?.traceEvents ?? [];
  // The page's own document: a trace also holds other frames' (about:blank first, say).
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl);
  if (!parse) return { wallMs: NaN, threadMs: NaN };
  const tasks = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let end = 0;
  let wall = 0;
  let thread = 0;
  for (const e of tasks) {
    if (e.ts < end) continue; // nested in the task before
    wall += e.dur;
    thread += e.tdur ?? e.dur;
    end = e.ts + e.dur;
  }
  return { wallMs: wall / 1000, threadMs: thread / 1000 };
}

/** The scripts' size gzip -9 (as the budget check counts), fetched again from the server. */
async function gzipTotal(urls) {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** The median of one figure over the runs (the middle one; the upper middle for an even count). */
const medianOf = (runs, key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];

/** The stand-in outside services (scripts/fake-services.mjs) on `port`, once they answer. */
async function fakeServices(port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/fake-services.mjs'), String(port)], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/__hits`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

/**
 * The bench server (scripts/bench-server.mjs) with the weather and the map tiles from the stand-in
 * services, so no request leaves the machine; `stop()` ends both. BENCH_FAKE_PORT fixes their port.
 */
export async function startServerWithStandIns() {
  const fakePort = Number(process.env.BENCH_FAKE_PORT) || 4900 + Math.floor(Math.random() * 90);
  const fake = await fakeServices(fakePort);
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const server = await startServer({ OPEN_METEO_BASE_URL: fakeUrl, TILE_URL: `${fakeUrl}/tiles/{z}/{x}/{y}.png` });
  return {
    ...server,
    async stop() {
      await server.stop();
      const exited = new Promise((resolve) => (fake.exitCode === null ? fake.once('exit', resolve) : resolve()));
      fake.kill();
      await exited;
    },
  };
}

export async function runLighthouseBench() {
  if (!CHROME) {
    console.log('\nLighthouse: no Chromium found (set CHROME_PATH)');
    return true;
  }
  const server = await startServerWithStandIns();
  let missed = false;
  try {
    const trails = await (await fetch(`${server.base}/api/routes`)).json();
    const pages = [
      ['home', `${server.base}/`],
      ['trail page', `${server.base}/routes/${trails[0].id}`],
    ];
    console.log(`\nLighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs, ${CHROME}`);
    for (const [name, url] of pages) {
      const runs = [];
      let failures = 0;
      while (runs.length < RUNS) {
        // A new browser (empty cache, no service worker) each run: every run is a first visit.
        const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
        try {
          const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
          const run = { ...figures(result.lhr), ...mainThreadTimes(result.artifacts?.Trace, url) };
          // A run Lighthouse could not measure (no trace, say) is said and made again, not scored 0.
          const error = result.lhr.runtimeError?.code ?? (Number.isNaN(run.tbt) ? 'no TBT' : null);
          if (error && failures < 3) {
            failures++;
            console.log(`    (a run of ${name} could not be measured: ${error}; running it again)`);
          } else runs.push(run);
        } finally {
          await chrome.kill();
        }
      }
      console.log(`  ${name} (${url.replace(server.base, '')})`);
      // Each run's figures: on a shared machine they spread widely, and the median hides that.
      runs.forEach((r, i) =>
        console.log(
          `    run ${i + 1}: benchmark index ${r.benchmarkIndex}, performance ${r.performance}, ` +
            `main-thread work ${seconds(r.mainThread)}, TBT ${Math.round(r.tbt)} ms, ` +
            `FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(3)}; ` +
            `observed main thread ${Math.round(r.wallMs)} ms, running on a CPU ${Math.round(r.threadMs)} ms ` +
            `(${Math.round((100 * r.threadMs) / r.wallMs)}%)`,
        ),
      );
      console.log(`    median of ${runs.length} runs:`);
      for (const t of TARGETS) {
        const v = medianOf(runs, t.key);
        const ok = t.min !== undefined ? v >= t.min : v <= t.max;
        if (!ok) missed = true;
        const target = t.min !== undefined ? `>= ${t.fmt(t.min)}` : `<= ${t.fmt(t.max)}`;
        console.log(
          `    ${t.label.padEnd(17)} ${t.fmt(v).padStart(8)}   target ${target.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`,
        );
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      console.log(
        `    the median run (run ${runs.indexOf(median) + 1}): main-thread work ${seconds(median.mainThread)}`,
      );
      console.log(`      by kind: ${median.byKind.map((k) => `${k.label} ${seconds(k.ms)}`).join(', ')}`);
      console.log(
        "      by script (bootup-time: the main thread's time on behalf of each, of which evaluation and parse):",
      );
      for (const sc of median.byScript.slice(0, 6))
        console.log(
          `        ${seconds(sc.ms).padStart(7)}  ${sc.url.replace(server.base, '')} (evaluation ${seconds(sc.scripting)}, parse ${seconds(sc.parse)})`,
        );
      try {
        // Initial: the scripts the page's HTML names (module scripts, modulepreloads; on the
        // boot.js loader of decisions 032-043, boot.js and the lists in its data- attributes).
        const html = await (await fetch(url)).text();
        const named = [...html.matchAll(/(?:src|href|data-entry|data-preload|data-later)="([^"]+)"/g)]
          .flatMap((m) => m[1].split(' '))
          .filter((p) => /^\/[^\s]+\.js$/.test(p));
        const initial = [...new Set(named)].map((p) => server.base + p);
        const kB = (b) => `${(b / 1000).toFixed(1)} kB`;
        console.log(
          `      JavaScript (gzip -9): initial, named in the HTML, ${kB(await gzipTotal(initial))} in ${initial.length} files; ` +
            `all the page loaded in the run ${kB(await gzipTotal(median.scripts))} in ${median.scripts.length} files`,
        );
      } catch (err) {
        console.log(`      (its JavaScript could not be fetched again: ${err.message})`);
      }
      if (median.failing.length) console.log(`    audits not passed: ${median.failing.join(', ')}`);
      for (const e of median.consoleErrors) console.log(`    console: ${e}`);
    }
  } finally {
    await server.stop();
  }
  return missed;
}
