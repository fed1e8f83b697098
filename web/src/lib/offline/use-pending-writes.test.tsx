// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { stubNavigatorOnline } from '../test-fixtures';
import { json } from '../test-render';
import { enqueue, flushOutbox } from './outbox';
import { usePendingCount, usePendingWrites } from './use-pending-writes';

const review = (clientId: string, routeId: number) =>
  enqueue({ kind: 'review', routeId, payload: { rating: 3, comment: 'Rocky', name: 'Ann', clientId } });
const event = (clientId: string) => enqueue({ kind: 'track', payload: { interactionType: 'page_view', clientId } });

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  vi.stubGlobal('localStorage', { getItem: () => 'session-id-1234', setItem: () => undefined });
  await db.outbox.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pending state', () => {
  it('counts what waits, by kind, live as writes are queued and sent', async () => {
    network.online = false;
    const all = renderHook(() => usePendingCount());
    const reviews = renderHook(() => usePendingCount('review'));
    await act(async () => {
      await review('pend-aaaa-1', 4);
      await event('pend-aaaa-2');
    });
    await waitFor(() => expect(all.result.current).toBe(2));
    expect(reviews.result.current).toBe(1);

    network.online = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json(url === '/api/track' ? { ok: true } : { id: 1, routeId: 4 }, 201)),
    );
    await act(async () => void (await flushOutbox()));
    await waitFor(() => expect(all.result.current).toBe(0));
  });

  it("lists one trail's writes of a kind, refused ones included", async () => {
    await review('pend-bbbb-1', 4);
    await review('pend-bbbb-2', 9);
    await db.outbox.update('pend-bbbb-1', { status: 'failed', lastError: 'Comment is too short' });
    const { result } = renderHook(() => usePendingWrites('review', 4));
    await waitFor(() => expect(result.current.map((w) => [w.clientId, w.status])).toEqual([['pend-bbbb-1', 'failed']]));
    // Of the two reviews only the one still waiting counts; the refused one is not 'pending'.
    const count = renderHook(() => usePendingCount('review'));
    await waitFor(() => expect(count.result.current).toBe(1));
  });
});
