/**
 * First taps on a slow phone (issue 31): the production build, in Debian's Chromium through
 * Playwright, on the phone of web/e2e/slow-phone.ts (390 x 844, touch, 4x CPU, slow 4G), a fresh
 * context per run. For each control of web/e2e/first-taps.ts (the list the first-tap journey
 * checks) the page is loaded and the control tapped the moment it is painted; printed: when it
 * was painted (ms from the start of the navigation until it is visible and the page has had its
 * first contentful paint), how long after the
 * touch its effect showed, or 'lost' when nothing showed within 15 s. Median of 3 runs
 * (BENCH_TAPS_RUNS). Target: every first tap takes effect within 1 s. Returns true when one is
 * missed. `npm run bench -- --taps` runs only this part.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { FIRST_TAPS, painted, routeMaps, tapNow, trailPath } from '../web/e2e/first-taps.ts';
import { openSlowPhone, SLOW_PHONE } from '../web/e2e/slow-phone.ts';
import { startServerWithStandIns } from './bench-lighthouse.mjs';

const RUNS = Number(process.env.BENCH_TAPS_RUNS ?? 3);
/** A tap whose effect has not shown by then is lost. */
const LOST_AFTER_MS = 15_000;
const TARGET_MS = 1_000;
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** One load of the control's page and one first tap: { painted, effect } in ms, effect null when lost. */
async function measure(browser, base, paths, tap) {
  const phone = await openSlowPhone(browser, { baseURL: base });
  try {
    const { page } = phone;
    await routeMaps(page);
    const start = performance.now();
    await phone.open(paths[tap.on]);
    if (tap.reach) await phone.firstPaint.then(() => tap.reach(page, LOST_AFTER_MS));
    const control = tap.control(page);
    await painted(control, phone.firstPaint, 60_000);
    const paintedAt = performance.now() - start;
    let seenAt = null;
    const effect = tap.effect(page, LOST_AFTER_MS).then(
      () => (seenAt = performance.now()),
      () => undefined,
    );
    const touchedAt = await tapNow(control);
    await effect;
    return { painted: paintedAt, effect: seenAt === null ? null : Math.max(0, seenAt - touchedAt) };
  } catch (err) {
    // The control never painted, or a tap before it (tap.reach) was lost.
    return { painted: null, effect: null, error: err instanceof Error ? err.message.split('\n')[0] : String(err) };
  } finally {
    await phone.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (v) => (v === null ? 'lost' : v === Infinity ? 'lost' : `${Math.round(v)} ms`);

export async function runTapBench() {
  if (!CHROME) console.log('\nFirst taps: no Debian Chromium found: Playwright’s own browser');
  const server = await startServerWithStandIns();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let missed = false;
  try {
    const paths = { home: '/', trail: await trailPath(server.base) };
    const { latency, downloadThroughput, uploadThroughput } = SLOW_PHONE.network;
    console.log(
      `\nFirst taps on a ${SLOW_PHONE.viewport.width} x ${SLOW_PHONE.viewport.height} phone, ` +
        `${SLOW_PHONE.cpuSlowdown}x CPU, ${latency} ms RTT, ${((downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ` +
        `${Math.round((uploadThroughput * 8) / 1024)} kbit/s up; median of ${RUNS} runs; home ${paths.home}, trail ${paths.trail}`,
    );
    console.log(
      `  ${'control'.padEnd(42)} ${'painted at'.padStart(10)} ${'to effect'.padStart(10)}   target <= ${TARGET_MS} ms`,
    );
    for (const tap of FIRST_TAPS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.base, paths, tap));
      const painted = runs.filter((r) => r.painted !== null).map((r) => r.painted);
      const toEffect = median(runs.map((r) => r.effect ?? Infinity));
      const ok = toEffect <= TARGET_MS;
      if (!ok) missed = true;
      const lost = runs.filter((r) => r.effect === null).length;
      console.log(
        `  ${tap.name.padEnd(42)} ${(painted.length ? ms(median(painted)) : '-').padStart(10)} ${ms(toEffect).padStart(10)}   ${ok ? 'ok' : 'MISSED'}` +
          (lost ? `  (lost ${lost} of ${RUNS})` : ''),
      );
      console.log(
        `      each run: painted ${runs.map((r) => (r.painted === null ? '-' : Math.round(r.painted))).join(', ')} ms; ` +
          `effect ${runs.map((r) => (r.effect === null ? 'lost' : Math.round(r.effect))).join(', ')}`,
      );
      for (const r of runs.filter((x) => x.error)) console.log(`      ${r.error}`);
    }
    if (FIRST_TAPS.some((t) => t.reach))
      console.log(
        '  (a condition choice shows once "Report how the trail is today" has been tapped, itself the moment it painted)',
      );
  } finally {
    await browser.close();
    await server.stop();
  }
  return missed;
}
