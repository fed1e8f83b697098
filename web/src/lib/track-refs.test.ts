import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackFeature, TrackRef } from '@trailfinder/shared-types';
import { createDb, type TrailDb } from './db';
import { META, readMeta } from './meta';
import { applySync } from './sync-apply';
import { makeSync, makeTrail } from './test-fixtures';

let db: TrailDb;
let n = 0;
beforeEach(async () => {
  db = createDb(`track-refs-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const ref = (id: number, routeId: number, variant: string | null = null): TrackRef => ({
  id,
  routeId,
  variant,
  version: `v${id}`,
  distanceKm: 8,
  ascentM: 300,
});
const noTombstones = { routes: [], events: [], videos: [], news: [], tracks: [], conditions: [], statuses: [] };
const trailIdsWithTracks = async () =>
  ((await readMeta<TrackRef[]>(db, META.trackRefs)) ?? []).map(
    (r) => `${r.routeId}${r.variant ? `/${r.variant}` : ''}`,
  );

describe('the list of trails with a recorded track', () => {
  it('is unknown until a full sync, then follows deltas: new, re-imported and deleted tracks', async () => {
    await applySync(db, makeSync({ tracks: [ref(1, 10)] }));
    expect(await readMeta(db, META.trackRefs)).toBeUndefined(); // a delta alone cannot tell

    await applySync(
      db,
      makeSync({ full: true, routes: [makeTrail({ id: 10 })], tracks: [ref(1, 10), ref(2, 11, 'Blue')] }),
    );
    expect(await trailIdsWithTracks()).toEqual(['10', '11/Blue']);

    await applySync(db, makeSync({ tracks: [ref(3, 12), { ...ref(1, 10), version: 'v1b' }] }));
    expect((await trailIdsWithTracks()).sort()).toEqual(['10', '11/Blue', '12']);

    await applySync(db, makeSync({ deleted: { ...noTombstones, tracks: [3] } }));
    expect((await trailIdsWithTracks()).sort()).toEqual(['10', '11/Blue']);
  });

  it("drops the off-grid copy of a trail's line when the admin deletes the track", async () => {
    await applySync(db, makeSync({ full: true, routes: [makeTrail({ id: 10 })], tracks: [ref(1, 10)] }));
    await db.tracks.put({
      routeId: 10,
      feature: { type: 'Feature' } as TrackFeature,
      gpx: null,
      etag: '"v1"',
      storedAt: 'now',
    });
    await applySync(db, makeSync({ deleted: { ...noTombstones, tracks: [1] } }));
    expect(await db.tracks.count()).toBe(0);
  });
});
