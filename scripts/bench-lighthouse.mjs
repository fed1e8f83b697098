/**
 * Lighthouse mobile (its default: a simulated mid-range phone on a slow 4G link) on the home page
 * and a trail page of the production build, in Debian's Chromium, median of 3 runs per page.
 * The server runs against the stand-in outside services (weather, tiles), as the e2e tests do,
 * so no request leaves the machine. Prints each figure beside its target; returns true when one
 * is missed. `npm run bench -- --lighthouse` runs only this part.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
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

/** Targets (issue 16): scores out of 100, times in ms. */
const TARGETS = [
  { key: 'performance', label: 'performance', min: 95, fmt: (v) => `${v}` },
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
  };
}

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

export async function runLighthouseBench() {
  if (!CHROME) {
    console.log('\nLighthouse: no Chromium found (set CHROME_PATH)');
    return true;
  }
  const fakePort = 4900 + Math.floor(Math.random() * 90);
  const fake = await fakeServices(fakePort);
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const server = await startServer({
    OPEN_METEO_BASE_URL: fakeUrl,
    TILE_URL: `${fakeUrl}/tiles/{z}/{x}/{y}.png`,
  });
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
          const run = figures(result.lhr);
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
      const median = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      console.log(`  ${name} (${url.replace(server.base, '')})`);
      for (const t of TARGETS) {
        const v = median[t.key];
        const ok = t.min !== undefined ? v >= t.min : v <= t.max;
        if (!ok) missed = true;
        const target = t.min !== undefined ? `>= ${t.fmt(t.min)}` : `<= ${t.fmt(t.max)}`;
        console.log(
          `    ${t.label.padEnd(15)} ${t.fmt(v).padStart(8)}   target ${target.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`,
        );
      }
      // Each run's figures too: on a shared machine they spread widely, and the median hides that.
      const each = (key, fmt) => runs.map((r) => fmt(r[key])).join(', ');
      console.log(`    each run: performance ${each('performance', String)}; TBT ${each('tbt', Math.round)} ms`);
      console.log(
        `              FCP ${each('fcp', (v) => (v / 1000).toFixed(2))} s; LCP ${each('lcp', (v) => (v / 1000).toFixed(2))} s`,
      );
      console.log(
        `              main-thread work ${each('mainThread', (v) => (v / 1000).toFixed(1))} s; machine's benchmark index ${each('benchmarkIndex', String)}`,
      );
      if (median.failing.length) console.log(`    audits not passed: ${median.failing.join(', ')}`);
      for (const e of median.consoleErrors) console.log(`    console: ${e}`);
    }
  } finally {
    await server.stop();
    fake.kill();
  }
  return missed;
}
