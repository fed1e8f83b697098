import { describe, expect, it } from 'vitest';
import { bytes, climbingLoop, gpxText, kmlText } from '../../../test/support/gpx-fixtures.js';
import { GpxRefusal } from './gpx-refusal.js';
import { importGpxInWorker } from './import-in-worker.js';

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
});
