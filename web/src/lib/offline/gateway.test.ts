import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@trailfinder/shared-types';
import { HttpError } from '../api-client';
import { db } from '../db';
import { stubNavigatorOnline } from '../test-fixtures';
import { json } from '../test-render';
import { submitWrite } from './gateway';
import { flushOutbox } from './outbox';
import type { Write } from './write-kinds';

const review = (clientId: string): Write => ({
  kind: 'review',
  routeId: 7,
  payload: { rating: 5, comment: 'Berms for days', name: 'Lerato', clientId },
});
const stored = (clientId: string): Review => ({
  id: 31,
  routeId: 7,
  userId: null,
  rating: 5,
  comment: 'Berms for days',
  recommendations: null,
  reviewerName: 'Lerato',
  clientId,
  createdAt: '2026-04-01T07:00:00.000Z',
  updatedAt: '2026-04-01T07:00:00.000Z',
});

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  await Promise.all([db.outbox.clear(), db.reviews.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the write gateway', () => {
  it('sends a write at once when online and keeps what the server answered', async () => {
    const fetch = vi.fn(async () => json(stored('gw-aaaa-1'), 201));
    vi.stubGlobal('fetch', fetch);
    expect(await submitWrite(review('gw-aaaa-1'))).toEqual({ status: 'sent', answer: stored('gw-aaaa-1') });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await db.reviews.get(31)).toMatchObject({ clientId: 'gw-aaaa-1' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a write made offline under its client id, and the outbox delivers it exactly once', async () => {
    network.online = false;
    const fetch = vi.fn(async () => json(stored('gw-bbbb-1'), 201));
    vi.stubGlobal('fetch', fetch);
    expect(await submitWrite(review('gw-bbbb-1'))).toEqual({ status: 'queued' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.outbox.get('gw-bbbb-1')).toMatchObject({ kind: 'review', routeId: 7, status: 'queued' });

    network.online = true;
    await Promise.all([flushOutbox(), flushOutbox()]);
    await flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a write when no answer comes at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await submitWrite(review('gw-cccc-1'))).toEqual({ status: 'queued' });
    expect(await db.outbox.get('gw-cccc-1')).toMatchObject({ status: 'queued' });
  });

  it("gives the server's refusal back to the caller and queues nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Comment is required' }, 400)),
    );
    const refusal = await submitWrite(review('gw-dddd-1')).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).serverMessage).toBe('Comment is required');
    expect(await db.outbox.count()).toBe(0);
  });

  it("posts each kind to its own address, with that kind's headers", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ ok: true }, 202));
    vi.stubGlobal('fetch', fetch);
    await submitWrite({ kind: 'track', payload: { interactionType: 'search', clientId: 'gw-eeee-1' } });
    await submitWrite(review('gw-eeee-2'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/track', '/api/routes/7/reviews']);
    expect(new Headers(fetch.mock.calls[0][1].headers).get('x-session-id')).toBeTruthy();
    expect(fetch.mock.calls[0][1].keepalive).toBe(true);
  });
});
