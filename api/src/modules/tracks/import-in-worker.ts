import { Worker, type ResourceLimits } from 'node:worker_threads';
import { GpxRefusal } from './gpx-refusal.js';
import type { ImportJob, ImportOutcome } from './import-job.js';
import type { ImportedTrack } from './track-import.js';

/**
 * Under the test runner this file is TypeScript source: the worker is then started through tsx,
 * with the 'source' condition so @trailfinder/shared-types resolves to its sources as well.
 */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './gpx-import.worker.ts' : './gpx-import.worker.js', import.meta.url);
const WORKER_ARGV = fromSource ? ['--conditions=source', '--import', 'tsx'] : [];

/**
 * The worker's own heap (decision 053), from `node scripts/bench-gpx.mjs`: the worst 10 MiB file
 * (~175,000 bare points) completes in a 64 MiB old generation, a 10 MiB Garmin export in 24 MiB.
 * Twice the worst case; a file that still runs out is refused in words (OUT_OF_MEMORY).
 * Only effective when the process has no --max-old-space-size: V8's flag overrides every isolate's limit.
 */
export const IMPORT_WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 };

/** One import at a time: each takes a core for seconds, and this machine may have only two. */
let queue: Promise<unknown> = Promise.resolve();

/** A worker that ran out of its heap: the file held more than the import can keep, said in words. */
const OUT_OF_MEMORY = new GpxRefusal(
  'too_large',
  'The file holds more than the import can read at once. Export the track without extra data (heart rate, power) or split the ride.',
);

function runWorker(job: ImportJob, limits: ResourceLimits): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      execArgv: WORKER_ARGV,
      resourceLimits: limits,
    });
    let settled = false;
    worker.once('message', (outcome: ImportOutcome) => {
      settled = true;
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', (err: Error & { code?: string }) => {
      settled = true;
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? OUT_OF_MEMORY : err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The GPX import worker stopped (exit code ${code}) without an answer.`));
    });
  });
}

/** `importGpx` in a worker thread, one at a time. Throws `GpxRefusal` as importGpx does. */
export async function importGpxInWorker(job: ImportJob, limits = IMPORT_WORKER_LIMITS): Promise<ImportedTrack> {
  const run = queue.then(() => runWorker(job, limits));
  queue = run.catch(() => undefined);
  const outcome = await run;
  if (!outcome.ok) throw new GpxRefusal(outcome.refusal.code, outcome.refusal.message);
  return outcome.imported;
}
