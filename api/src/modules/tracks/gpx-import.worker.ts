/**
 * Runs one GPX import off the main thread: parsing a 10 MiB file takes seconds of synchronous
 * work (decision 018), during which the server would otherwise answer nobody. The main thread
 * sends the bytes and the elevation service's settings; the answer is the import, or the refusal.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openMeteoElevation } from './elevation-client.js';
import { GpxRefusal } from './gpx-refusal.js';
import { importGpx } from './track-import.js';
import type { ImportJob, ImportOutcome } from './import-job.js';

async function run(job: ImportJob): Promise<ImportOutcome> {
  const elevation = job.elevation ? openMeteoElevation(job.elevation) : null;
  try {
    return { ok: true, imported: await importGpx(job.bytes, elevation) };
  } catch (err) {
    if (err instanceof GpxRefusal) return { ok: false, refusal: { code: err.code, message: err.message } };
    throw err;
  }
}

void run(workerData as ImportJob).then((outcome) => parentPort?.postMessage(outcome));
