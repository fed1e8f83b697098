// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageSeed, TrackRef } from '@trailfinder/shared-types';
import { createDb, type TrailDb } from './db';
import { PageSeedProvider } from './page-seed';
import { applySync } from './sync-apply';
import { makeSync, makeTrail } from './test-fixtures';
import { useMayHaveTrack } from './track-refs';
import { useLiveQuery } from './use-live-query';

let db: TrailDb;
let n = 0;
beforeEach(async () => {
  db = createDb(`track-refs-seed-test-${++n}`);
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

/** useMayHaveTrack on the trail page the server rendered from `seed`, this device not synced yet. */
function onPage(seed: PageSeed, routeId: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageSeedProvider seed={seed}>{children}</PageSeedProvider>
  );
  return renderHook(() => useMayHaveTrack(routeId, db), { wrapper });
}

describe('whether a trail page asks for its line before the first sync', () => {
  it('the page says at once that its trail has no track, and still does once the unsynced device is read', async () => {
    const seed = { trail: makeTrail({ id: 7 }), tracks: [ref(1, 7, 'Short loop')] };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PageSeedProvider seed={seed}>{children}</PageSeedProvider>
    );
    const { result } = renderHook(
      () => ({
        mayHave: useMayHaveTrack(7, db),
        // A read of the same device made after it: once it has answered, so has the hook's.
        read: useLiveQuery(() => db.meta.count(), []),
      }),
      { wrapper },
    );
    expect(result.current.mayHave).toBe(false); // a variant's track is not the trail's own line
    await waitFor(() => expect(result.current.read).toBe(0));
    expect(result.current.mayHave).toBe(false);
  });

  it('the page says at once that its trail has a track', () => {
    const { result } = onPage({ trail: makeTrail({ id: 7 }), tracks: [ref(1, 7)] }, 7);
    expect(result.current).toBe(true);
  });

  it("another trail's line, or a page without the list, waits for the device", async () => {
    expect(onPage({ trail: makeTrail({ id: 7 }), tracks: [ref(1, 7)] }, 8).result.current).toBeUndefined();
    expect(onPage({ trail: makeTrail({ id: 7 }) }, 7).result.current).toBeUndefined();
  });

  it("once the device has synced, its list is the answer (the admin added a track since the page's render)", async () => {
    const { result } = onPage({ trail: makeTrail({ id: 7 }), tracks: [] }, 7);
    expect(result.current).toBe(false);
    await act(() =>
      applySync(db, makeSync({ full: true, cursor: 'c1', routes: [makeTrail({ id: 7 })], tracks: [ref(2, 7)] })),
    );
    await waitFor(() => expect(result.current).toBe(true));
  });
});
