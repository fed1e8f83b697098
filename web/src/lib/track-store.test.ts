import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackFeature, TrackRef } from '@trailfinder/shared-types';
import { createDb, type TrailDb } from './db';
import { refreshSavedTracks, trackEtag } from './track-store';

let db: TrailDb;
let n = 0;
beforeEach(async () => {
  db = createDb(`track-store-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const feature: TrackFeature = {
  type: 'Feature',
  bbox: [18.42, -34.05, 18.43, -34.04],
  geometry: {
    type: 'LineString',
    coordinates: [
      [18.42, -34.05, 300],
      [18.43, -34.04, 320],
    ],
  },
  properties: {
    distanceKm: 1.4,
    ascentM: 20,
    descentM: 0,
    minEleM: 300,
    maxEleM: 320,
    elevationSource: 'recorded',
    segmentStarts: [],
  },
};
const ref = (routeId: number, version: string): TrackRef => ({
  id: routeId,
  routeId,
  variant: null,
  version,
  distanceKm: 1.4,
  ascentM: 20,
});

/** The server as the device sees it: each trail's line (with its ETag) and its GPX file. */
function stubServer(version: string) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('.gpx')
      ? new Response('<gpx version="1.1"/>', { headers: { 'content-type': 'application/gpx+xml' } })
      : Response.json(feature, { headers: { etag: trackEtag(version) } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('refreshSavedTracks', () => {
  it('fetches the new or changed tracks of saved trails only, and keeps line, GPX and version', async () => {
    await db.savedRoutes.add({ id: 1, savedAt: '2026-01-01T00:00:00Z' });
    const fetch = stubServer('1-100');
    await refreshSavedTracks([ref(1, '1-100'), ref(2, '2-100')], db);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/routes/1/track', '/api/routes/1/track.gpx']);
    expect(await db.tracks.get(1)).toMatchObject({ feature, gpx: '<gpx version="1.1"/>', etag: 'W/"track-1-100"' });
    expect(await db.tracks.get(2)).toBeUndefined();

    fetch.mockClear();
    await refreshSavedTracks([ref(1, '1-100')], db);
    expect(fetch).not.toHaveBeenCalled();
  });
});
