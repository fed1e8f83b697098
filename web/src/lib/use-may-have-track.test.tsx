// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type TrailDb } from './db';
import { META } from './meta';
import { applySync } from './sync-apply';
import { makeSync, makeTrail } from './test-fixtures';
import { useMayHaveTrack } from './track-refs';
import { useLiveQuery } from './use-live-query';

let db: TrailDb;
let n = 0;
beforeEach(async () => {
  db = createDb(`may-have-track-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const ref = { id: 1, routeId: 10, variant: null, version: 'v1', distanceKm: 8, ascentM: 300 };

describe("whether to ask for a trail's line", () => {
  it('waits on a first visit until the first sync says which trails have one (no 404 to ask for)', async () => {
    const withTrack = renderHook(() => useMayHaveTrack(10, db));
    const without = renderHook(() => useMayHaveTrack(11, db));
    // Once another live query has read the empty device, these have too: still "not known".
    const read = renderHook(() => useLiveQuery(() => db.meta.count(), []));
    await waitFor(() => expect(read.result.current).toBe(0));
    expect(withTrack.result.current).toBeUndefined();
    expect(without.result.current).toBeUndefined();

    await applySync(db, makeSync({ full: true, cursor: 'c1', routes: [makeTrail({ id: 10 })], tracks: [ref] }));
    await waitFor(() => expect(withTrack.result.current).toBe(true));
    await waitFor(() => expect(without.result.current).toBe(false));
  });

  it('asks on a synced device that has not learnt the list yet (a delta alone cannot tell)', async () => {
    await db.meta.put({ key: META.cursor, value: 'c0' });
    const { result } = renderHook(() => useMayHaveTrack(11, db));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
