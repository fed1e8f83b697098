import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackFeature, TrackRef } from '@trailfinder/shared-types';
import { createDb, type TrailDb } from './db';
import { META } from './meta';
import { keepTrack, keepTrackIfMissing, refreshSavedTracks, trackEtag } from './track-store';

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

describe('keepTrackIfMissing (an offline map download keeps the line before it says saved)', () => {
  it('keeps the line and GPX of a trail the sync lists with a track', async () => {
    await db.meta.put({ key: META.trackRefs, value: [ref(3, 'v1')] });
    const fetch = stubServer('v1');
    await keepTrackIfMissing(3, db);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/routes/3/track', '/api/routes/3/track.gpx']);
    expect(await db.tracks.get(3)).toMatchObject({ routeId: 3, feature, gpx: '<gpx version="1.1"/>' });
  });

  it('asks nothing when the line is kept already or the sync says the trail has none', async () => {
    await db.meta.put({ key: META.trackRefs, value: [ref(3, 'v1')] });
    await db.tracks.put({ routeId: 3, feature, gpx: null, etag: trackEtag('v1'), storedAt: '2026-01-01T00:00:00Z' });
    const fetch = stubServer('v1');
    await keepTrackIfMissing(3, db);
    await keepTrackIfMissing(4, db);
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.tracks.get(4)).toBeUndefined();
  });

  it("asks once when the trail page and the map's download keep the same line together", async () => {
    await db.meta.put({ key: META.trackRefs, value: [ref(3, 'v1')] });
    const fetch = stubServer('v1');
    const [kept] = await Promise.all([keepTrack(3, db), keepTrackIfMissing(3, db)]);
    expect(kept).toBe(true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/routes/3/track', '/api/routes/3/track.gpx']);
    expect(await db.tracks.get(3)).toMatchObject({ routeId: 3, feature });
  });

  it('fails when the line cannot be fetched, so the download does not say saved', async () => {
    await db.meta.put({ key: META.trackRefs, value: [ref(3, 'v1')] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(keepTrackIfMissing(3, db)).rejects.toThrow();
    expect(await db.tracks.get(3)).toBeUndefined();
  });
});
