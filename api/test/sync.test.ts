import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SyncResponse } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { TrailSchema } from '../src/modules/trails/trail.entity.js';
import { VideoSchema } from '../src/modules/videos/video.entity.js';
import { seedEvents, seedNews, seedTrails, seedVideos } from '../src/seeders/catalogue.js';
import { SETTLE_MS } from '../src/modules/sync/sync.repository.js';

let app: FastifyInstance;
let close: () => Promise<void>;

/** Every synced table and the tracks: their updatedAt column is `updated_at`. */
const SYNCED_TABLE_NAMES = [
  'trails',
  'events',
  'videos',
  'news_articles',
  'condition_reports',
  'trail_statuses',
  'tracks',
];

/** Moves every synced row's updatedAt back, as if the catalogue had last changed that long ago. */
async function ageCatalogue(ms: number) {
  const conn = app.orm.em.getConnection();
  for (const table of SYNCED_TABLE_NAMES)
    await conn.execute(`update ${table} set updated_at = updated_at - interval '${ms} milliseconds'`);
  await app.catalogue.changed();
}

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  // The seed was written a moment ago; the cursor stays a minute behind the reads (SETTLE_MS).
  await ageCatalogue(2 * SETTLE_MS);
});
afterAll(async () => close());

const sync = async (since?: string) => {
  const res = await app.inject({ url: '/api/sync', query: since ? { since } : {} });
  expect(res.statusCode).toBe(200);
  return res.json() as SyncResponse;
};

describe('GET /api/sync', () => {
  it('returns everything on a first sync, with a cursor', async () => {
    const body = await sync();
    expect(body.full).toBe(true);
    expect(body.routes).toHaveLength(seedTrails.length);
    expect(body.events).toHaveLength(seedEvents.length);
    expect(body.news).toHaveLength(seedNews.length);
    expect(body.videos).toHaveLength(seedVideos.length);
    expect(Date.parse(body.cursor)).not.toBeNaN();
  });

  it('returns nothing new when nothing changed', async () => {
    const { cursor } = await sync();
    const delta = await sync(cursor);
    expect(delta.full).toBe(false);
    expect(delta.routes).toEqual([]);
    expect(delta.deleted.routes).toEqual([]);
    expect(delta.cursor).toBe(cursor);
  });

  it('sends changed rows and tombstones for deleted trails and hidden videos', async () => {
    const { cursor, routes, videos } = await sync();
    const em = app.orm.em.fork();
    const changed = await em.findOneOrFail(TrailSchema, { id: routes[0].id });
    changed.description = 'Updated after a trail-building day.';
    const removed = await em.findOneOrFail(TrailSchema, { id: routes[1].id });
    removed.deletedAt = new Date();
    const hidden = await em.findOneOrFail(VideoSchema, { id: videos[0].id });
    hidden.active = false;
    await em.flush();
    // Written behind the app's back: announce it as every writer in the app does.
    await app.catalogue.changed();

    const delta = await sync(cursor);
    expect(delta.routes.map((r) => r.id)).toEqual([routes[0].id]);
    expect(delta.routes[0].description).toBe('Updated after a trail-building day.');
    expect(delta.deleted.routes).toEqual([routes[1].id]);
    expect(delta.deleted.videos).toEqual([videos[0].id]);
    expect(Date.parse(delta.cursor)).toBeGreaterThan(Date.parse(cursor));

    const routesNow = (await app.inject('/api/routes')).json();
    expect(routesNow.map((r: { id: number }) => r.id)).not.toContain(routes[1].id);
    expect((await app.inject(`/api/routes/${routes[1].id}`)).statusCode).toBe(404);
  });

  it('a write stamped before a newer one but committed after the sync still reaches the device', async () => {
    await ageCatalogue(2 * SETTLE_MS);
    const { routes } = await sync();
    const em = app.orm.em.fork();
    // Trail A is changed and committed; the device syncs and gets a cursor.
    const a = await em.findOneOrFail(TrailSchema, { id: routes[2].id });
    a.description = 'A: changed and committed first.';
    await em.flush();
    await app.catalogue.changed();
    const { cursor } = await sync((await sync()).cursor);
    // Trail B's write was stamped a second before A's but commits only now (a slow transaction).
    const stampedEarlier = new Date(a.updatedAt.getTime() - 1_000);
    await app.orm.em
      .getConnection()
      .execute(`update trails set description = 'B: slow to commit.', updated_at = ? where id = ?`, [
        stampedEarlier.toISOString(),
        routes[3].id,
      ]);
    await app.catalogue.changed();

    const delta = await sync(cursor);
    expect(delta.routes.find((r) => r.id === routes[3].id)?.description).toBe('B: slow to commit.');
    // Rows of the last minute come again (the device upserts them); the cursor never goes back.
    expect(delta.routes.map((r) => r.id)).toContain(routes[2].id);
    expect(Date.parse(delta.cursor)).toBeGreaterThanOrEqual(Date.parse(cursor));
  });

  it('rejects a cursor it did not issue', async () => {
    const res = await app.inject('/api/sync?since=yesterday-ish');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/since/);
  });
});
