import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Trail, SyncResponse } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { ReviewSchema } from '../src/modules/reviews/review.entity.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
});
afterAll(async () => close());

const form = {
  name: 'Jonkershoek Test Loop',
  location: 'Stellenbosch',
  province: 'Western Cape',
  difficulty: 'hard',
  rating: 4.4,
  description: 'Steep climbs and fast descents in the Jonkershoek valley.',
  distance: 18.5,
  elevation: 640,
  duration: '2-3 hours',
  coordinatesLat: '-33.9631',
  coordinatesLng: '18.9285',
  imageUrl: 'https://example.org/jonkershoek.jpg',
  contactEmail: 'info@example.org',
  contactPhone: '021 000 0000',
  website: 'https://example.org',
};

const create = (payload: object) => asAdmin(app, token, { method: 'POST', url: '/api/admin/routes', payload });
const update = (id: number, payload: object) =>
  asAdmin(app, token, { method: 'PUT', url: `/api/admin/routes/${id}`, payload });
const remove = (id: number) => asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${id}` });
const issuesOf = (res: { json: () => { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((res.json().issues ?? []).map((i) => [i.path, i.message]));

describe('POST /api/admin/routes', () => {
  it('merges latitude and longitude into coordinates and fills the defaults', async () => {
    const res = await create({
      name: 'Minimal',
      location: 'Paarl',
      province: 'Western Cape',
      description: 'Short.',
      coordinatesLat: '-33.7',
      coordinatesLng: 18.96,
    });
    expect(res.statusCode).toBe(201);
    const route: Trail = res.json();
    expect(JSON.parse(route.coordinates)).toEqual([[-33.7, 18.96]]);
    expect(route).toMatchObject({ difficulty: 'moderate', distance: 0, elevation: 0, rating: 4, features: [] });
    expect(route.facilities).toEqual({
      coffeeShop: false,
      restaurant: false,
      toilets: true,
      parking: true,
      bikeRepairShop: false,
      mechanicalStation: false,
      washBay: false,
      bikeShop: false,
      showers: false,
    });
    expect(route).toMatchObject({ imageUrl: null, contactEmail: null, website: null, accommodationInfo: null });
  });

  it('creates a full trail that the public list and detail then show', async () => {
    const res = await create({ ...form, facilities: { coffeeShop: true, parking: false } });
    expect(res.statusCode).toBe(201);
    const route: Trail = res.json();
    const { coordinatesLat: _lat, coordinatesLng: _lng, ...fields } = form;
    expect(route).toMatchObject(fields);
    expect(JSON.parse(route.coordinates)).toEqual([[-33.9631, 18.9285]]);
    expect(route.facilities).toMatchObject({ coffeeShop: true, parking: false, toilets: true });

    const detail = await app.inject(`/api/routes/${route.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().name).toBe(form.name);
    const list: Trail[] = (await app.inject('/api/routes?search=Jonkershoek Test')).json();
    expect(list.map((r) => r.id)).toContain(route.id);
  });

  it('accepts coordinates as JSON text', async () => {
    const { coordinatesLat: _lat, coordinatesLng: _lng, ...rest } = form;
    const res = await create({ ...rest, coordinates: '[[-33.9,18.9],[-33.91,18.91]]' });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.json().coordinates)).toEqual([
      [-33.9, 18.9],
      [-33.91, 18.91],
    ]);
  });

  it('requires latitude and longitude', async () => {
    const { coordinatesLat: _lat, coordinatesLng: _lng, ...rest } = form;
    const none = await create(rest);
    expect(none.statusCode).toBe(400);
    expect(issuesOf(none)).toMatchObject({
      coordinatesLat: 'Latitude is required',
      coordinatesLng: 'Longitude is required',
    });

    const blank = await create({ ...form, coordinatesLat: ' ', coordinatesLng: '' });
    expect(issuesOf(blank)).toMatchObject({
      coordinatesLat: 'Latitude is required',
      coordinatesLng: 'Longitude is required',
    });

    const onlyLat = await create({ ...rest, coordinatesLat: '-33.9' });
    expect(issuesOf(onlyLat)).toEqual({ coordinatesLng: 'Longitude is required' });
  });

  it('rejects coordinates that are not real numbers in range', async () => {
    for (const [lat, lng] of [
      ['abc', '18.9'],
      ['-91', '18.9'],
      ['-33.9', '181'],
      ['NaN', '18'],
      ['1e400', '18'],
      ['0x10', '18'],
    ]) {
      const res = await create({ ...form, coordinatesLat: lat, coordinatesLng: lng });
      expect(res.statusCode, `${lat},${lng}`).toBe(400);
    }
    const text = await create({
      ...form,
      coordinatesLat: undefined,
      coordinatesLng: undefined,
      coordinates: '[[95,18]]',
    });
    expect(text.statusCode).toBe(400);
    expect(issuesOf(text).coordinates).toMatch(/latitude, longitude/);
  });

  it('accepts only http(s) links, a valid e-mail and values in range', async () => {
    const cases: [object, string][] = [
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ website: 'ftp://example.org' }, 'website'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ distance: -1 }, 'distance'],
      [{ elevation: 1.5 }, 'elevation'],
      [{ province: 'Atlantis' }, 'province'],
      [{ difficulty: 'insane' }, 'difficulty'],
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(256) }, 'name'],
    ];
    for (const [change, field] of cases) {
      const res = await create({ ...form, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(issuesOf(res)), JSON.stringify(change)).toContain(field);
    }
  });

  it('names the field in plain words in every 400, in the issues and the message', async () => {
    const cases: [object, string, string][] = [
      [{ rating: 9 }, 'rating', 'Rating must be between 1 and 5'],
      [{ rating: 'lots' }, 'rating', 'Rating must be a number'],
      [{ distance: -1 }, 'distance', 'Distance must be between 0 and 1000 km'],
      [{ elevation: 1.5 }, 'elevation', 'Elevation must be a whole number'],
      [{ elevation: 20000 }, 'elevation', 'Elevation must be between 0 and 10000 m'],
      [{ name: 'x'.repeat(256) }, 'name', 'Name must be at most 255 characters'],
      [{ duration: 'd'.repeat(101) }, 'duration', 'Duration must be at most 100 characters'],
      [{ difficulty: 'insane' }, 'difficulty', 'Difficulty must be easy, moderate or hard'],
      [{ website: 'ftp://example.org' }, 'website', 'Website must be an http(s) link'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must be an http(s) link'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Contact email must be an e-mail address'],
    ];
    for (const [change, field, message] of cases) {
      const res = await create({ ...form, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(issuesOf(res)[field], JSON.stringify(change)).toBe(message);
      expect(res.json().message).toBe(`Invalid body: ${field}: ${message}`);
    }
    // Out of range is refused on update too, never clamped.
    const created: Trail = (await create(form)).json();
    expect(issuesOf(await update(created.id, { rating: 9 }))).toEqual({ rating: 'Rating must be between 1 and 5' });
  });

  it('never answers 500 to malformed input', async () => {
    const bodies: unknown[] = [
      [],
      'text',
      { ...form, features: 'not-a-list' },
      { ...form, facilities: { toilets: 'yes' } },
      { ...form, routeVariants: [{ name: 'x' }] },
      { ...form, accommodationInfo: 'lots' },
      { ...form, coordinatesLat: { lat: 1 } },
      { ...form, coordinates: 42 },
      { ...form, distance: 'far' },
    ];
    for (const payload of bodies) {
      const res = await asAdmin(app, token, {
        method: 'POST',
        url: '/api/admin/routes',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('PUT /api/admin/routes/:id', () => {
  it('updates what is sent and keeps the rest', async () => {
    const created: Trail = (
      await create({
        ...form,
        features: ['scenic-views'],
        routeVariants: [{ name: 'Short', category: 'green', distance: 5, difficulty: 'easy', description: 'Easy' }],
      })
    ).json();
    const res = await update(created.id, { name: 'Renamed Loop', coordinatesLat: '-34', coordinatesLng: '19' });
    expect(res.statusCode).toBe(200);
    const updated: Trail = res.json();
    expect(updated.name).toBe('Renamed Loop');
    expect(JSON.parse(updated.coordinates)).toEqual([[-34, 19]]);
    expect(updated).toMatchObject({
      difficulty: 'hard',
      rating: 4.4,
      features: ['scenic-views'],
      facilities: created.facilities,
      routeVariants: created.routeVariants,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const cleared = await update(created.id, { website: '', contactEmail: '', facilities: { showers: true } });
    expect(cleared.json()).toMatchObject({ website: null, contactEmail: null });
    expect(cleared.json().facilities).toEqual({ ...created.facilities, showers: true });
    expect((await app.inject(`/api/routes/${created.id}`)).json().name).toBe('Renamed Loop');
  });

  it('validates like create and answers 404 for an unknown trail', async () => {
    const created: Trail = (await create(form)).json();
    expect((await update(created.id, { rating: 9 })).statusCode).toBe(400);
    expect(issuesOf(await update(created.id, { coordinatesLat: '-33' }))).toEqual({
      coordinatesLng: 'Longitude is required',
    });
    const missing = await update(999999, { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Route not found' });
    expect((await update(0, { name: 'Zero' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/routes/:id', () => {
  it('removes the trail and its reviews, and devices get a tombstone', async () => {
    const created: Trail = (await create(form)).json();
    const other: Trail = (await create({ ...form, name: 'Neighbour' })).json();
    const em = app.orm.em.fork();
    for (const [routeId, rating] of [
      [created.id, 5],
      [created.id, 3],
      [other.id, 4],
    ]) {
      em.create(ReviewSchema, { routeId, rating, comment: 'Great', reviewerName: 'Rider' });
    }
    await em.flush();
    const { cursor } = (await app.inject('/api/sync')).json() as SyncResponse;

    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);

    expect((await app.inject(`/api/routes/${created.id}`)).statusCode).toBe(404);
    const list: Trail[] = (await app.inject('/api/routes')).json();
    expect(list.map((r) => r.id)).not.toContain(created.id);
    const adminList: Trail[] = (await asAdmin(app, token, { url: '/api/admin/routes' })).json();
    expect(adminList.map((r) => r.id)).not.toContain(created.id);

    const reviews = await app.orm.em.fork().find(ReviewSchema, { routeId: { $in: [created.id, other.id] } });
    expect(reviews.map((r) => r.routeId)).toEqual([other.id]);

    const delta = (await app.inject({ url: '/api/sync', query: { since: cursor } })).json() as SyncResponse;
    expect(delta.deleted.routes).toContain(created.id);

    const again = await remove(created.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Route not found' });
  });
});

describe('GET /api/admin/routes and /api/admin/stats', () => {
  it('lists trails newest first and totals them with the distance as text', async () => {
    const created: Trail = (await create({ ...form, name: 'Newest', distance: 12.4 })).json();
    const list: Trail[] = (await asAdmin(app, token, { url: '/api/admin/routes' })).json();
    expect(list[0].id).toBe(created.id);

    const stats = (await asAdmin(app, token, { url: '/api/admin/stats' })).json();
    const publicStats = (await app.inject('/api/stats')).json();
    expect(stats.totalRoutes).toBe(list.length);
    expect(stats.totalRoutes).toBe(publicStats.totalRoutes);
    expect(stats.totalDistance).toBe(`${Math.round(publicStats.totalDistance)}km`);
    expect(stats.averageRating).toBe(publicStats.averageRating);
    expect(stats.totalVideos).toBeGreaterThan(0);
  });
});
