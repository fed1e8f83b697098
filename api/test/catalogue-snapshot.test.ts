import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Event, Stats, SyncResponse, Trail, Video } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { CatalogueSnapshots } from '../src/modules/catalogue/catalogue-snapshot.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
});
afterAll(async () => close());

const nextYear = new Date().getUTCFullYear() + 1;
const trailForm = {
  name: 'Snapshot Test Loop',
  location: 'Stellenbosch',
  province: 'Western Cape',
  difficulty: 'hard',
  rating: 4.4,
  description: 'A loop made by the catalogue snapshot test.',
  distance: 18.5,
  elevation: 640,
  duration: '2-3 hours',
  coordinatesLat: '-33.9631',
  coordinatesLng: '18.9285',
  imageUrl: 'https://example.org/loop.jpg',
  contactEmail: 'info@example.org',
  contactPhone: '021 000 0000',
  website: 'https://example.org',
};
const get = <T>(url: string) => app.inject(url).then((r) => r.json() as T);
const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  asAdmin(app, token, { method, url: `/api/admin${url}`, payload });

describe('catalogue reads from the snapshot', () => {
  it('sends the same ETag until something changes, 304 on If-None-Match, and one body in every encoding', async () => {
    for (const url of ['/api/routes', '/api/stats', '/api/events', '/api/videos', '/api/sync']) {
      const plain = await app.inject(url);
      expect(plain.statusCode, url).toBe(200);
      const etag = plain.headers.etag as string;
      expect(etag, url).toBeTruthy();
      expect(plain.headers.vary).toContain('Accept-Encoding');

      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.etag).toBe(etag);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('an admin trail write is seen by the very next read of every catalogue answer', async () => {
    const before = await app.inject('/api/routes');
    const { cursor } = await get<SyncResponse>('/api/sync');
    const statsBefore = await get<Stats>('/api/stats');

    const created = await admin('POST', '/routes', trailForm);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Trail).id;

    const after = await app.inject('/api/routes');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as Trail[]).map((t) => t.name)).toContain('Snapshot Test Loop');
    expect(
      (await app.inject({ url: '/api/routes', headers: { 'if-none-match': before.headers.etag as string } }))
        .statusCode,
    ).toBe(200);
    expect((await get<Trail>(`/api/routes/${id}`)).name).toBe('Snapshot Test Loop');
    expect((await get<Stats>('/api/stats')).totalRoutes).toBe(statsBefore.totalRoutes + 1);
    expect((await get<SyncResponse>('/api/sync')).routes.map((t) => t.id)).toContain(id);
    // The delta has it (with the rows of the last minute, sent again: SETTLE_MS).
    expect(
      (await get<SyncResponse>(`/api/sync?since=${encodeURIComponent(cursor)}`)).routes.map((t) => t.id),
    ).toContain(id);
    const filtered = await get<Trail[]>('/api/routes?search=Snapshot%20Test%20Loop');
    expect(filtered.map((t) => t.id)).toEqual([id]);

    expect((await admin('PUT', `/routes/${id}`, { ...trailForm, name: 'Snapshot Test Loop Renamed' })).statusCode).toBe(
      200,
    );
    expect((await get<Trail>(`/api/routes/${id}`)).name).toBe('Snapshot Test Loop Renamed');
    expect((await get<Trail[]>('/api/routes?search=Snapshot%20Test%20Loop')).map((t) => t.name)).toEqual([
      'Snapshot Test Loop Renamed',
    ]);

    const { cursor: beforeDelete } = await get<SyncResponse>('/api/sync');
    expect((await admin('DELETE', `/routes/${id}`)).statusCode).toBe(200);
    expect((await app.inject(`/api/routes/${id}`)).statusCode).toBe(404);
    expect((await get<Trail[]>('/api/routes')).map((t) => t.id)).not.toContain(id);
    expect((await get<SyncResponse>('/api/sync')).routes.map((t) => t.id)).not.toContain(id);
    const afterDelete = await get<SyncResponse>(`/api/sync?since=${encodeURIComponent(beforeDelete)}`);
    expect(afterDelete.deleted.routes).toEqual([id]);
    expect(afterDelete.routes.map((t) => t.id)).not.toContain(id);
  });

  it("a rider's review moves the trail's rating in the next read", async () => {
    const trail = (await get<Trail[]>('/api/routes'))[0];
    await get<Trail>(`/api/routes/${trail.id}`); // the snapshot holds the old rating
    const posted = await app.inject({
      method: 'POST',
      url: `/api/routes/${trail.id}/reviews`,
      payload: { rating: trail.rating >= 3 ? 1 : 5, comment: 'Washed out after the storm.', name: 'Sipho' },
      remoteAddress: '10.8.8.8',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await get<Trail>(`/api/routes/${trail.id}`)).rating).not.toBe(trail.rating);
  });

  it('admin event and video writes are seen by the next calendar and gallery reads', async () => {
    await get<Event[]>('/api/events');
    const event = await admin('POST', '/events', {
      name: 'Snapshot Classic',
      description: 'Forest singletrack in the KZN Midlands.',
      eventDate: `${nextYear}-07-25T07:00:00Z`,
      location: 'Howick',
      province: 'KwaZulu-Natal',
      eventType: 'Marathon',
      raceType: 'mountain-bike',
      difficulty: 'intermediate',
      distance: '60km',
      registrationUrl: 'https://example.org/register',
      imageUrl: 'https://example.org/classic.jpg',
      contactEmail: 'race@example.org',
      contactPhone: '033 000 0000',
      entryFee: 'R650',
      maxParticipants: 1200,
      isActive: true,
    });
    expect(event.statusCode, event.body).toBe(201);
    expect((await get<Event[]>('/api/events')).map((e) => e.name)).toContain('Snapshot Classic');
    expect((await get<Event[]>('/api/events?province=kwazulu-natal')).map((e) => e.name)).toContain('Snapshot Classic');
    expect((await get<Event[]>('/api/events?province=Gauteng')).map((e) => e.name)).not.toContain('Snapshot Classic');

    await get<Video[]>('/api/videos');
    const video = await admin('POST', '/videos', {
      title: 'Snapshot singletrack',
      description: 'A lap of the Tokai trails.',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      youtubeId: '',
      category: 'trail-reviews',
      featured: false,
      active: true,
      orderIndex: 3,
    });
    expect(video.statusCode, video.body).toBe(201);
    expect((await get<Video[]>('/api/videos')).map((v) => v.title)).toContain('Snapshot singletrack');
    expect((await get<Video[]>('/api/videos?category=trail-reviews')).map((v) => v.title)).toContain(
      'Snapshot singletrack',
    );
    expect((await get<Video[]>('/api/videos?category=racing')).map((v) => v.title)).not.toContain(
      'Snapshot singletrack',
    );
  });
});

describe('CatalogueSnapshots', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('never keeps a snapshot whose reads began before a change: the reader after the change gets fresh data', async () => {
    const real = (await get<Trail[]>('/api/routes'))[0];
    let trails = [{ ...real, name: 'Old' }];
    const gates: Array<ReturnType<typeof deferred>> = [];
    let reads = 0;
    const snapshots = new CatalogueSnapshots({
      trails: async () => {
        reads++;
        const seen = trails; // what the database held when this read ran
        const gate = deferred();
        gates.push(gate);
        await gate.promise;
        return seen;
      },
      upcomingEvents: async () => [],
      publicVideos: async () => [],
      fullSync: async () => ({
        cursor: new Date(0).toISOString(),
        full: true,
        routes: [],
        events: [],
        videos: [],
        news: [],
        tracks: [],
        conditions: [],
        statuses: [],
        deleted: { routes: [], events: [], videos: [], news: [], tracks: [], conditions: [], statuses: [] },
      }),
    });

    const early = snapshots.get(); // starts reading 'Old'
    const alsoEarly = snapshots.get(); // shares that read
    await expect.poll(() => gates.length).toBe(1);
    trails = [{ ...real, name: 'New' }]; // a write commits...
    snapshots.invalidate(); // ...and says so
    const late = snapshots.get(); // must not get the read that began before the write
    await expect.poll(() => gates.length).toBe(2);
    gates.forEach((g) => g.resolve());

    expect((await early).trails[0].name).toBe('Old');
    expect(await alsoEarly).toBe(await early);
    expect((await late).trails[0].name).toBe('New');
    expect((await snapshots.get()).trails[0].name).toBe('New');
    expect(reads).toBe(2);
  });
});
