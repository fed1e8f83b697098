import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import { flushOutbox } from '../../lib/offline/outbox';
import { postReview } from './api';
import { stubNavigatorOnline } from '../../lib/test-fixtures';

const input = {
  rating: 5,
  comment: 'Fast and flowing',
  recommendations: null,
  name: 'Sipho',
  clientId: 'form-key-0001',
};
const stored = {
  id: 21,
  routeId: 3,
  userId: null,
  rating: 5,
  comment: 'Fast and flowing',
  recommendations: null,
  reviewerName: 'Sipho',
  clientId: 'form-key-0001',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  await Promise.all([db.outbox.clear(), db.reviews.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('postReview', () => {
  it('queues the review offline under the form clientId, without a request, and sends it once back online', async () => {
    network.online = false;
    const fetch = vi.fn(async () => json(stored, 201));
    vi.stubGlobal('fetch', fetch);
    expect(await postReview(3, input)).toEqual({ status: 'queued' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.outbox.get('form-key-0001')).toMatchObject({ kind: 'review', routeId: 3, status: 'queued' });

    network.online = true;
    await flushOutbox();
    await flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.reviews.where('routeId').equals(3).toArray()).toEqual([stored]);
  });

  it('queues the review when no answer comes at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await postReview(3, input)).toEqual({ status: 'queued' });
    expect(await db.outbox.get('form-key-0001')).toBeDefined();
  });

  it("keeps today's behaviour for an HTTP error while online: 'Failed to create review', nothing queued", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Invalid body' }, 400)),
    );
    await expect(postReview(3, input)).rejects.toThrow('Failed to create review');
    expect(await db.outbox.count()).toBe(0);
  });

  it("fails with 'Failed to create review' when the device cannot store the queued review", async () => {
    network.online = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    vi.spyOn(db.outbox, 'put').mockRejectedValue(quota);
    await expect(postReview(3, input)).rejects.toThrow('Failed to create review');
  });

  it('stores a review sent online at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(stored, 201)),
    );
    expect(await postReview(3, input)).toEqual({ status: 'sent', review: stored });
    expect(await db.reviews.get(21)).toEqual(stored);
    expect(await db.outbox.count()).toBe(0);
  });
});
