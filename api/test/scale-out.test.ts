import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NewsArticle, SyncResponse, Trail } from '@trailfinder/shared-types';
import { createTwoInstancesAtOnce } from './helpers.js';
import { migrationsList } from '../src/migrations/index.js';
import { seedTrails } from '../src/seeders/catalogue.js';
import { adminConfig, asAdmin, login, newClientIp } from './admin-test-kit.js';
import { rssFeed } from './support/feed-server.js';

/**
 * Two app instances on one database, as behind a load balancer (PostgreSQL when TEST_DATABASE_URL
 * is set). On embedded PGlite one process owns the database, so "instance B" is instance A: the
 * same assertions then hold for the single instance.
 */

const ARTICLE = 'https://trail-dispatch.test/news/scale-out-ride';

/** A news site that holds its answer until the test lets it go, and counts who asked. */
function heldFeed() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let hits = 0;
  const body = rssFeed('Trail Dispatch', [
    { title: 'Two instances, one ride', link: ARTICLE, description: 'Shared catalogue.', published: new Date() },
  ]);
  const server = http.createServer((_req, res) => {
    hits++;
    void released.then(() => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body));
  });
  return {
    listen: () => new Promise<void>((r) => server.listen(0, '127.0.0.1', r)),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/rss`,
    hits: () => hits,
    release,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const feed = heldFeed();
let a: FastifyInstance;
let b: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  await feed.listen();
  // Started together on an empty database, as `docker compose up` starts the replicas.
  ({ a, b, close } = await createTwoInstancesAtOnce({ ...adminConfig, NEWS_FEEDS: feed.url() }));
  token = await login(a);
}, 180_000);
afterAll(async () => {
  feed.release();
  await close();
  await feed.close();
});

const rows = async (app: FastifyInstance, sql: string): Promise<Record<string, unknown>[]> =>
  app.orm.em.getConnection().execute(sql);

describe('several instances on one database', () => {
  it('two instances started at once migrate and seed the empty database once, without error', async () => {
    const applied = await rows(b, 'select name from mikro_orm_migrations order by id');
    expect(applied.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
    const [trails] = await rows(a, 'select count(*)::int as n, count(distinct name)::int as names from trails');
    expect(trails).toEqual({ n: seedTrails.length, names: seedTrails.length });
    expect(await rows(b, 'select count(*)::int as n from admins')).toEqual([{ n: 1 }]);
    expect((await b.inject('/api/routes')).json()).toHaveLength(seedTrails.length);
  });

  it("an admin write on instance A is seen by instance B's snapshot reads", async () => {
    // B has built its snapshot before the write: only the notification can make it see the change.
    const before = (await b.inject('/api/routes')).json() as Trail[];
    const created = await asAdmin(a, token, {
      method: 'POST',
      url: '/api/admin/routes',
      payload: {
        name: 'Two Instance Loop',
        location: 'Stellenbosch',
        province: 'Western Cape',
        difficulty: 'hard',
        rating: 4.4,
        description: 'Written on one instance, read on the other.',
        distance: 18.5,
        elevation: 640,
        duration: '2-3 hours',
        coordinatesLat: '-33.9631',
        coordinatesLng: '18.9285',
        imageUrl: 'https://example.org/loop.jpg',
        contactEmail: 'info@example.org',
        contactPhone: '021 000 0000',
        website: 'https://example.org',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Trail).id;
    expect(before.map((t) => t.id)).not.toContain(id);

    await vi.waitFor(
      async () => {
        expect((await b.inject(`/api/routes/${id}`)).statusCode).toBe(200);
        expect(((await b.inject('/api/routes')).json() as Trail[]).map((t) => t.id)).toContain(id);
        expect(((await b.inject('/api/sync')).json() as SyncResponse).routes.map((t) => t.id)).toContain(id);
      },
      { timeout: 10_000, interval: 50 },
    );

    expect((await asAdmin(a, token, { method: 'DELETE', url: `/api/admin/routes/${id}` })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await b.inject(`/api/routes/${id}`)).statusCode).toBe(404), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('runs the news job on one instance at a time: triggered on both, the feed is read once', async () => {
    const onA = a.news.refresh();
    await vi.waitFor(() => expect(feed.hits()).toBe(1), { timeout: 10_000, interval: 20 });
    // A holds the job (and the database lock) while its feed request is open.
    const onB = b.news.refresh();
    if (b !== a) {
      // Another instance does not wait for A's run: it skips this round at once.
      const bDone = vi.fn();
      void onB.then(bDone);
      await vi.waitFor(() => expect(bDone).toHaveBeenCalled(), { timeout: 10_000, interval: 20 });
    }
    feed.release();
    const [reportA, reportB] = await Promise.all([onA, onB]);

    expect(feed.hits()).toBe(1);
    expect(reportA.added, JSON.stringify(reportA)).toBe(1);
    if (b !== a) expect(reportB).toMatchObject({ skipped: true, added: 0 });
    else expect(reportB).toBe(reportA); // one process: the second call joins the run in progress

    // The article is stored once, and B's snapshot (the full sync) hears about it.
    const stored = ((await b.inject('/api/news?limit=100')).json() as NewsArticle[]).filter((n) => n.url === ARTICLE);
    expect(stored).toHaveLength(1);
    await vi.waitFor(
      async () =>
        expect(((await b.inject('/api/sync')).json() as SyncResponse).news.map((n) => n.url)).toContain(ARTICLE),
      { timeout: 10_000, interval: 50 },
    );

    // The lock was let go: the next round runs (on either instance) and finds nothing new.
    const next = await b.news.refresh();
    expect(next.skipped).toBeUndefined();
    expect(next.added).toBe(0);
    expect(feed.hits()).toBe(2);
  });

  it('shares the review rate limit: five posts spread over both instances use up one allowance', async () => {
    const trailId = ((await a.inject('/api/routes')).json() as Trail[])[0].id;
    const rider = newClientIp();
    const post = (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: `/api/routes/${trailId}/reviews`,
        headers: { 'x-forwarded-for': rider },
        payload: { rating: 4, comment: 'Counted once across the cluster', name: 'Lerato' },
      });
    // A, B, A, B, A: with a count per process, each instance would still allow more.
    for (const instance of [a, b, a, b, a]) expect((await post(instance)).statusCode).toBe(201);
    for (const instance of [b, a]) {
      const limited = await post(instance);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many reviews/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another rider is not held back by this one.
    const other = await b.inject({
      method: 'POST',
      url: `/api/routes/${trailId}/reviews`,
      headers: { 'x-forwarded-for': newClientIp() },
      payload: { rating: 5, comment: 'A different connection', name: 'Pieter' },
    });
    expect(other.statusCode).toBe(201);
  });
});
