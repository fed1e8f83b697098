import { Worker } from 'node:worker_threads';
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

/** One import at a time: each takes a core for seconds, and this machine may have only two. */
let queue: Promise<unknown> = Promise.resolve();

function runWorker(job: ImportJob): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      execArgv: WORKER_ARGV,
      // A 10 MiB file becomes ~200,000 point objects, twice over (DOM and GeoJSON): room for that, and a ceiling.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    let settled = false;
    worker.once('message', (outcome: ImportOutcome) => {
      settled = true;
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The GPX import worker stopped (exit code ${code}) without an answer.`));
    });
  });
}

/** `importGpx` in a worker thread, one at a time. Throws `GpxRefusal` as importGpx does. */
export async function importGpxInWorker(job: ImportJob): Promise<ImportedTrack> {
  const run = queue.then(() => runWorker(job));
  queue = run.catch(() => undefined);
  const outcome = await run;
  if (!outcome.ok) throw new GpxRefusal(outcome.refusal.code, outcome.refusal.message);
  return outcome.imported;
}
