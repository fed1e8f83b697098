// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { META } from '../../../lib/meta';
import { makeTrail, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers } from '../../../lib/test-render';
import { useTrail } from './use-trail';

beforeEach(async () => {
  stubNavigatorOnline();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await Promise.all([db.routes.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const trailCalls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.filter(([url]) => url === '/api/routes/12');

describe('useTrail', () => {
  it("opens the device's copy without asking the server", async () => {
    await db.routes.put(makeTrail({ id: 12, name: 'Karkloof' }));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useTrail(12), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', route: { name: 'Karkloof' } }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches a trail the device does not hold, and keeps it for next time off-grid', async () => {
    const fetch = vi.fn(async () => json(makeTrail({ id: 12, name: 'Cascades' })));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useTrail(12), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', route: { name: 'Cascades' } }));
    expect(await db.routes.get(12)).toMatchObject({ name: 'Cascades' });
  });

  it('takes a 404 as not found at once (no retry) and forgets the stale sync cursor', async () => {
    await db.meta.put({ key: META.cursor, value: '2026-01-01T00:00:00.000Z' });
    const fetch = vi.fn(async (url: string) =>
      url === '/api/routes/12' ? json({ message: 'Route not found' }, 404) : json({}, 503),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useTrail(12), { wrapper: providers() });
    await waitFor(() => expect(result.current).toEqual({ status: 'not-found' }));
    expect(trailCalls(fetch)).toHaveLength(1);
    await waitFor(async () => expect(await db.meta.get(META.cursor)).toBeUndefined());
  });

  it('retries other failures twice, then reports the error', async () => {
    const fetch = vi.fn(async () => json({ message: 'Bad gateway' }, 502));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useTrail(12), { wrapper: providers() });
    await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
    expect(trailCalls(fetch)).toHaveLength(3);
  });

  it('keeps the same trail object while the trail is the same, and hands out a new one when it changes', async () => {
    await db.routes.put(makeTrail({ id: 12, name: 'Karkloof', rating: 4.2 }));
    vi.stubGlobal('fetch', vi.fn());
    let renders = 0;
    const { result } = renderHook(() => (renders++, useTrail(12)), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
    const first = (result.current as { route: unknown }).route;

    // The first sync stores the same trail again: a new object from Dexie, the same content.
    const before = renders;
    await db.routes.put(makeTrail({ id: 12, name: 'Karkloof', rating: 4.2 }));
    await waitFor(() => expect(renders).toBeGreaterThan(before));
    expect((result.current as { route: unknown }).route).toBe(first);

    // A new review changed its average: the page gets the new trail.
    await db.routes.put(makeTrail({ id: 12, name: 'Karkloof', rating: 4.5 }));
    await waitFor(() => expect(result.current).toMatchObject({ route: { rating: 4.5 } }));
    expect((result.current as { route: unknown }).route).not.toBe(first);
  });

  it('answers not found for an id that cannot be a trail, without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useTrail(Number('abc')), { wrapper: providers() });
    expect(result.current).toEqual({ status: 'not-found' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
