#!/usr/bin/env node
/**
 * What a 10 MB GPX upload costs (not part of `npm run bench`; run it by hand):
 *
 *   node scripts/build.mjs api && node scripts/bench-gpx.mjs
 *
 * Three made-up files of exactly 10 MiB, the shapes that matter: a Garmin export (extensions,
 * indented: ~25,700 points), a dense recording (elevation and time only: ~100,000 points) and
 * bare points up to the 200,000-point cap. For each: the time of each step on the main thread,
 * and, in a worker as the server runs it (gpx-import.worker.js, no elevation lookup), the
 * smallest old generation the import completes in and the process's peak RSS above its start.
 * Decision 053 sizes the import worker's resourceLimits from these figures.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { GPX_SHAPES as SHAPES } from './gpx-shapes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracksDir = path.join(root, 'api/dist/modules/tracks');
const tracks = (file) => import(pathToFileURL(path.join(tracksDir, file)).href);
const MiB = 1024 * 1024;

/** One import in a worker with `maxOldGenerationSizeMb`; true when it completes. */
function importInWorker(bytes, maxOldGenerationSizeMb) {
  return new Promise((resolve) => {
    const worker = new Worker(path.join(tracksDir, 'gpx-import.worker.js'), {
      workerData: { bytes: new Uint8Array(bytes), elevation: null },
      resourceLimits: { maxOldGenerationSizeMb },
    });
    worker.once('message', (outcome) => {
      resolve(outcome.ok);
      void worker.terminate();
    });
    worker.once('error', () => resolve(false));
  });
}

const status = (field) =>
  Number(readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))[1]) / 1024;

// A child per shape: one import in a worker with the server's limits, and the process's peak RSS (VmHWM).
if (process.argv[2] === '--peak-rss') {
  const { IMPORT_WORKER_LIMITS } = await tracks('import-in-worker.js');
  const bytes = SHAPES[process.argv[3]]();
  const before = status('VmRSS');
  const worker = new Worker(path.join(tracksDir, 'gpx-import.worker.js'), {
    workerData: { bytes: new Uint8Array(bytes), elevation: null },
    resourceLimits: IMPORT_WORKER_LIMITS,
  });
  const outcome = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  await worker.terminate();
  console.log(JSON.stringify({ ok: outcome.ok, before, peak: status('VmHWM') }));
  process.exit(0);
}

if (process.execArgv.some((a) => a.startsWith('--max-old-space-size'))) {
  throw new Error('Run without --max-old-space-size: that flag overrides every worker resourceLimits');
}
const { parseGpx } = await tracks('gpx-parse.js');
const { cleanTrack } = await tracks('track-clean.js');
const { toTrackLine } = await tracks('track-model.js');
const { simplifyForDisplay } = await tracks('track-simplify.js');
const { measureTrack } = await tracks('track-summary.js');

for (const [shape, make] of Object.entries(SHAPES)) {
  const bytes = make();
  const t0 = performance.now();
  const parsed = parseGpx(bytes);
  const t1 = performance.now();
  const { track } = cleanTrack(parsed.track);
  const line = toTrackLine(track);
  measureTrack(line);
  const t2 = performance.now();
  const display = simplifyForDisplay(line);
  const t3 = performance.now();
  // The smallest old generation (to 4 MiB) in which the whole import completes.
  let [low, high] = [4, 512];
  while (high - low > 4) {
    const mid = Math.round((low + high) / 2);
    if (await importInWorker(bytes, mid)) high = mid;
    else low = mid;
  }
  const child = JSON.parse(
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--peak-rss', shape], { encoding: 'utf8' }),
  );
  console.log(
    `${shape}: ${(bytes.byteLength / MiB).toFixed(1)} MiB, ${parsed.pointsInFile} points -> ${display.coordinates.length} on the map. ` +
      `Parse ${(t1 - t0).toFixed(0)} ms, clean + measure ${(t2 - t1).toFixed(0)} ms, simplify ${(t3 - t2).toFixed(0)} ms. ` +
      `Smallest old generation for the import in a worker: ${high} MiB. ` +
      `Peak RSS with the server's worker limits: ${child.peak.toFixed(0)} MiB (${(child.peak - child.before).toFixed(0)} MiB above the start${child.ok ? '' : ', FAILED'}).`,
  );
}
