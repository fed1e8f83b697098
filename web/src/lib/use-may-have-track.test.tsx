// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type TrailDb } from './db';
import type { PageSeed, TrackRef } from '@trailfinder/shared-types';
import { META } from './meta';
import { PageSeedProvider } from './page-seed';
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

describe('on a trail page the server rendered, before the first sync', () => {
  /** The hook on the page rendered from `seed`, beside a later read of the same (unsynced) device. */
  function onPage(seed: PageSeed, routeId: number) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PageSeedProvider seed={seed}>{children}</PageSeedProvider>
    );
    return renderHook(
      () => ({ mayHave: useMayHaveTrack(routeId, db), read: useLiveQuery(() => db.meta.count(), []) }),
      { wrapper },
    );
  }
  const page = (tracks?: TrackRef[]): PageSeed => ({ trail: makeTrail({ id: 10 }), tracks });

  it('says at once, from the page, that the trail has no track, and still does once the device is read', async () => {
    // A variant's track is not the trail's own line.
    const { result } = onPage(page([{ ...ref, variant: 'Short loop' }]), 10);
    expect(result.current.mayHave).toBe(false);
    await waitFor(() => expect(result.current.read).toBe(0));
    expect(result.current.mayHave).toBe(false);
  });

  it('says at once that the trail has one', () => {
    expect(onPage(page([ref]), 10).result.current.mayHave).toBe(true);
  });

  it("waits for the device for another trail's line, or on a page without the list", () => {
    expect(onPage(page([ref]), 11).result.current.mayHave).toBeUndefined();
    expect(onPage(page(), 10).result.current.mayHave).toBeUndefined();
  });

  it("answers from the device's list once it has synced (a track added since the page's render)", async () => {
    const { result } = onPage(page([]), 10);
    expect(result.current.mayHave).toBe(false);
    await applySync(db, makeSync({ full: true, cursor: 'c1', routes: [makeTrail({ id: 10 })], tracks: [ref] }));
    await waitFor(() => expect(result.current.mayHave).toBe(true));
  });
});
