import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { flushOutbox } from './offline/outbox';
import { track } from './tracking';
import { stubNavigatorOnline } from './test-fixtures';

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  const stored = new Map<string, string>([['trailfinder-session-id', 'session-0001']]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  });
  await db.outbox.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const accepted = () => new Response(JSON.stringify({ ok: true }), { status: 202 });
const sent = (fetch: ReturnType<typeof vi.fn>, call = 0) => {
  const [url, init] = fetch.mock.calls[call] as [string, RequestInit];
  return { url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

describe('track', () => {
  it('posts the event with the session id and a client id', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => accepted());
    vi.stubGlobal('fetch', fetch);
    track('trail_view', { entityId: 12, entityType: 'route', metadata: { province: 'Gauteng' } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const { url, headers, body } = sent(fetch);
    expect(url).toBe('/api/track');
    expect(headers.get('x-session-id')).toBe('session-0001');
    expect(body).toMatchObject({ interactionType: 'trail_view', entityId: '12', metadata: { province: 'Gauteng' } });
    expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the event offline and sends it back online with the same client id', async () => {
    network.online = false;
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => accepted());
    vi.stubGlobal('fetch', fetch);
    track('search', { metadata: { query: 'tokai', resultCount: 2 } });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect(fetch).not.toHaveBeenCalled();
    const [queued] = await db.outbox.toArray();

    network.online = true;
    await flushOutbox();
    const { headers, body } = sent(fetch);
    expect(headers.get('x-session-id')).toBe('session-0001');
    expect(body).toMatchObject({ interactionType: 'search', clientId: queued.clientId });
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the event when no answer comes, and ignores an HTTP error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    track('page_view', { metadata: { path: '/' } });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));

    const fetch = vi.fn(async () => new Response('{"message":"Too many"}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    track('page_view', { metadata: { path: '/videos' } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(await db.outbox.count()).toBe(1);
  });

  it('never throws, even when fetch itself does', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', () => {
      throw new Error('boom');
    });
    expect(() => track('ad_click', { metadata: { slot: 'home-top' } })).not.toThrow();
    return vi.waitFor(() => expect(debug).toHaveBeenCalled());
  });
});
