import { describe, expect, it } from 'vitest';
import { GPX_MAX_BYTES } from '@trailfinder/shared-types';
import { bytes, climbingLoop, garminRide, gpxOfSize, gpxText, kmlText } from '../../../test/support/gpx-fixtures.js';
import { GpxRefusal } from './gpx-refusal.js';
import { IMPORT_WORKER_LIMITS, importGpxInWorker } from './import-in-worker.js';

describe('importGpxInWorker', () => {
  it('imports off the main thread with the same figures as importGpx', async () => {
    const imported = await importGpxInWorker({
      bytes: bytes(gpxText({ tracks: [[climbingLoop(8000, 4, 300)]] })),
      elevation: null,
    });
    expect(imported.summary).toMatchObject({ distanceKm: 8, ascentM: 300, elevationSource: 'recorded' });
  });

  it('brings a refusal back as a GpxRefusal', async () => {
    const err = await importGpxInWorker({ bytes: bytes(kmlText()), elevation: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GpxRefusal);
    expect(err).toMatchObject({ code: 'not_gpx' });
  });

  // Seconds of work under tsx on a busy machine: the test runner's 30 s is not enough room.
  it('reads a 10 MB Garmin export within the heap the server gives the worker', { timeout: 90_000 }, async () => {
    const ride = garminRide(GPX_MAX_BYTES);
    const imported = await importGpxInWorker({ bytes: ride.bytes, elevation: null }, IMPORT_WORKER_LIMITS);
    expect(imported.summary).toMatchObject({ ascentM: ride.climbM, points: { kept: ride.points } });
  });

  it('answers a worker that runs out of its heap with a refusal in words, not a crash', async () => {
    const err = await importGpxInWorker(
      { bytes: gpxOfSize(3 * 1024 * 1024), elevation: null },
      { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GpxRefusal);
    expect(err).toMatchObject({ code: 'too_large', message: expect.stringMatching(/^The file holds more than/) });
    // The next import is not held up by the one that failed.
    const next = await importGpxInWorker({
      bytes: bytes(gpxText({ tracks: [[climbingLoop(8000, 4, 300)]] })),
      elevation: null,
    });
    expect(next.summary.distanceKm).toBe(8);
  });
});
