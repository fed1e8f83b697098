import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@trailfinder/shared-types';
import { db } from '../db';
import { stubNavigatorOnline } from '../test-fixtures';
import { newClientId } from './client-id';
import { enqueue, flushOutbox, startOutbox } from './outbox';
import { MAX_QUEUED_TRACK_EVENTS } from './write-kinds';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const reviewPayload = (clientId: string) => ({ rating: 4, comment: 'Great flow', name: 'Thandi', clientId });
const storedReview = (clientId: string, id = 11): Review => ({
  id,
  routeId: 7,
  userId: null,
  rating: 4,
  comment: 'Great flow',
  recommendations: null,
  reviewerName: 'Thandi',
  clientId,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
});
const queueReview = (clientId: string, routeId = 7) =>
  enqueue({ kind: 'review', routeId, payload: reviewPayload(clientId) });
const queueTrack = (clientId: string) =>
  enqueue({ kind: 'track', payload: { interactionType: 'page_view', metadata: { path: '/' }, clientId } });

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await Promise.all([db.outbox.clear(), db.reviews.clear()]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('flushOutbox', () => {
  it('sends a review queued offline once, stores the answer and empties the queue', async () => {
    network.online = false;
    await queueReview('review-aaaa-1');
    const fetch = vi.fn(async () => json(storedReview('review-aaaa-1'), 201));
    vi.stubGlobal('fetch', fetch);

    expect(await flushOutbox()).toEqual({ sent: 0, refused: 0 });
    expect(fetch).not.toHaveBeenCalled();

    network.online = true;
    expect(await flushOutbox()).toEqual({ sent: 1, refused: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/routes/7/reviews');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(reviewPayload('review-aaaa-1'));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.reviews.get(11)).toMatchObject({ clientId: 'review-aaaa-1', routeId: 7 });

    // A second flush has nothing to send.
    expect(await flushOutbox()).toEqual({ sent: 0, refused: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps an item queued on a 5xx answer, counting the attempt', async () => {
    await queueReview('review-bbbb-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Internal server error' }, 503)),
    );
    expect(await flushOutbox()).toEqual({ sent: 0, refused: 0 });
    expect(await db.outbox.get('review-bbbb-1')).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it.each([
    [400, 'Invalid body: comment: Comment is required'],
    [404, 'Route not found'],
  ])(
    'marks a review the server refuses with %i as failed, with its message, and does not resend it',
    async (status, message) => {
      await queueReview('review-cccc-1');
      const fetch = vi.fn(async () => json({ message }, status));
      vi.stubGlobal('fetch', fetch);
      expect(await flushOutbox()).toEqual({ sent: 0, refused: 1 });
      expect(await db.outbox.get('review-cccc-1')).toMatchObject({ status: 'failed', lastError: message, attempts: 1 });
      await flushOutbox();
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('drops a tracking event the server refuses (nobody could act on it)', async () => {
    await queueTrack('track-dddd-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Invalid body' }, 400)),
    );
    expect(await flushOutbox()).toEqual({ sent: 0, refused: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at the first network error and keeps everything queued', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    await queueReview('review-eeee-1');
    vi.setSystemTime(new Date('2026-03-01T08:01:00Z'));
    await queueTrack('track-eeee-2');
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    expect(await flushOutbox()).toEqual({ sent: 0, refused: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await db.outbox.where('status').equals('queued').count()).toBe(2);
  });

  it('holds back a kind the server throttles (429) but still sends the other kind', async () => {
    await queueReview('review-ffff-1');
    await queueReview('review-ffff-2');
    await queueTrack('track-ffff-3');
    const fetch = vi.fn(async (url: string) =>
      url === '/api/track' ? json({ ok: true }, 202) : json({ message: 'Too many reviews' }, 429),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await flushOutbox()).toEqual({ sent: 1, refused: 0 });
    expect(fetch.mock.calls.filter(([url]) => url !== '/api/track')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('backs off a write the server failed: not tried again until its wait runs out, then sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-03-01T08:00:00Z');
    vi.setSystemTime(start);
    await queueReview('review-back-1');
    let status = 503;
    const fetch = vi.fn(async () =>
      status === 503 ? json({ message: 'Service Unavailable' }, 503) : json(storedReview('review-back-1'), 201),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await flushOutbox()).toEqual({ sent: 0, refused: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);

    // The next run inside the first wait (30 s) leaves it alone.
    status = 201;
    vi.setSystemTime(start + 10_000);
    expect(await flushOutbox()).toEqual({ sent: 0, refused: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.setSystemTime(start + 31_000);
    expect(await flushOutbox()).toEqual({ sent: 1, refused: 0 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a tracking event with the session id header', async () => {
    await queueTrack('track-gggg-1');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ ok: true }, 202));
    vi.stubGlobal('fetch', fetch);
    await flushOutbox();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/track');
    expect(new Headers(init.headers).get('x-session-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ interactionType: 'page_view', clientId: 'track-gggg-1' });
  });

  it('shares one run between concurrent calls, so nothing is sent twice', async () => {
    await queueReview('review-hhhh-1');
    let answer: (res: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const first = flushOutbox();
    const second = flushOutbox();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    answer(json(storedReview('review-hhhh-1'), 201));
    expect(await Promise.all([first, second])).toEqual([
      { sent: 1, refused: 0 },
      { sent: 1, refused: 0 },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('also sends what was queued while the run was sending', async () => {
    await queueTrack('track-iiii-1');
    const fetch = vi.fn(async () => {
      if (fetch.mock.calls.length === 1) await queueTrack('track-iiii-2');
      return json({ ok: true }, 202);
    });
    vi.stubGlobal('fetch', fetch);
    expect(await flushOutbox()).toEqual({ sent: 2, refused: 0 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds the Web Lock while sending, so two tabs do not send at once', async () => {
    const held: string[] = [];
    const request = vi.fn(async (name: string, run: () => Promise<unknown>) => {
      held.push(name);
      return run();
    });
    vi.stubGlobal('navigator', { onLine: true, locks: { request } });
    await queueTrack('track-jjjj-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ok: true }, 202)),
    );
    expect(await flushOutbox()).toEqual({ sent: 1, refused: 0 });
    expect(held).toEqual(['trailfinder-outbox']);
  });
});

describe('enqueue', () => {
  it(`keeps the newest ${MAX_QUEUED_TRACK_EVENTS} tracking events and never drops a review`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-03-01T08:00:00Z');
    vi.setSystemTime(start);
    await queueReview('review-kkkk-0');
    for (let i = 1; i <= MAX_QUEUED_TRACK_EVENTS + 5; i++) {
      vi.setSystemTime(start + i * 1000);
      await queueTrack(`track-kkkk-${i}`);
    }
    expect(await db.outbox.count()).toBe(MAX_QUEUED_TRACK_EVENTS + 1);
    expect(await db.outbox.get('review-kkkk-0')).toBeDefined();
    for (let i = 1; i <= 5; i++) expect(await db.outbox.get(`track-kkkk-${i}`)).toBeUndefined();
    expect(await db.outbox.get('track-kkkk-6')).toBeDefined();
  });

  it('ignores a full disk for a tracking event but reports it for a review', async () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    vi.spyOn(db.outbox, 'put').mockRejectedValue(quota);
    await expect(queueTrack('track-llll-1')).resolves.toBeUndefined();
    await expect(queueReview('review-llll-2')).rejects.toMatchObject({ name: 'QuotaExceededError' });
  });
});

describe('startOutbox', () => {
  it('flushes at start and on the online event, and stops listening when stopped', async () => {
    const listeners = new Map<string, () => void>();
    const removeEventListener = vi.fn();
    vi.stubGlobal('window', {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener,
      setInterval,
      clearInterval,
    });
    const fetch = vi.fn(async () => json({ ok: true }, 202));
    vi.stubGlobal('fetch', fetch);
    await queueTrack('track-mmmm-1');
    const stop = startOutbox();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));

    await queueTrack('track-mmmm-2');
    listeners.get('online')?.();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(fetch).toHaveBeenCalledTimes(2);

    stop();
    expect(removeEventListener).toHaveBeenCalledWith('online', listeners.get('online'));
  });
});

describe('newClientId', () => {
  it('makes a UUID the server accepts as clientId', () => {
    const a = newClientId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(a);
  });
});
