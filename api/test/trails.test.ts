import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { seedTrails } from '../src/seeders/catalogue.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let all: Trail[];

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  all = (await app.inject('/api/routes')).json();
});
afterAll(async () => close());

const list = async (query: string) => {
  const res = await app.inject(`/api/routes?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Trail[];
};

describe('GET /api/routes', () => {
  it('serves the whole catalogue in the API trail shape', () => {
    expect(all).toHaveLength(seedTrails.length);
    const r = all[0];
    expect(typeof r.coordinates).toBe('string');
    const coords = JSON.parse(r.coordinates) as number[][];
    expect(coords[0]).toHaveLength(2);
    expect(Object.keys(r.facilities).sort()).toEqual([
      'bikeRepairShop',
      'bikeShop',
      'coffeeShop',
      'mechanicalStation',
      'parking',
      'restaurant',
      'showers',
      'toilets',
      'washBay',
    ]);
    expect(Array.isArray(r.features)).toBe(true);
    expect(Array.isArray(r.routeVariants)).toBe(true);
  });

  it('filters by difficulty, province and location (case-insensitive)', async () => {
    const easy = await list('difficulty=easy');
    expect(easy.length).toBeGreaterThan(0);
    expect(easy.every((r) => r.difficulty === 'easy')).toBe(true);
    const wc = await list('province=Western%20Cape');
    expect(wc.length).toBe(all.filter((r) => r.province === 'Western Cape').length);
    const town = wc[0].location;
    const byTown = await list(`location=${encodeURIComponent(town.toLowerCase())}`);
    expect(byTown.length).toBeGreaterThan(0);
    expect(byTown.every((r) => r.location === town)).toBe(true);
    expect(await list('difficulty=all&province=all&location=all')).toHaveLength(all.length);
  });

  it('searches over name and location', async () => {
    const target = all[5];
    const byName = await list(`search=${encodeURIComponent(target.name.slice(0, 8).toUpperCase())}`);
    expect(byName.map((r) => r.id)).toContain(target.id);
    expect(
      byName.every((r) => (r.name + r.location).toLowerCase().includes(target.name.slice(0, 8).toLowerCase())),
    ).toBe(true);
    expect(await list('search=zzzz-no-such-trail')).toEqual([]);
  });

  it('applies the distance bands of the filter panel', async () => {
    const short = await list('distance=0-10');
    const mid = await list('distance=10-25');
    const long = await list('distance=25%2B');
    expect(short.every((r) => r.distance <= 10)).toBe(true);
    expect(mid.every((r) => r.distance > 10 && r.distance <= 25)).toBe(true);
    expect(long.every((r) => r.distance > 25)).toBe(true);
    expect(short.length + mid.length + long.length).toBe(all.length);
  });

  it('applies facility and rider filters with the shared filter rules', async () => {
    const coffee = await list('coffeeShop=true');
    expect(coffee.length).toBeGreaterThan(0);
    expect(coffee.every((r) => r.facilities.coffeeShop)).toBe(true);
    const repair = await list('bikeRepair=true');
    expect(repair.every((r) => r.facilities.bikeRepairShop)).toBe(true);
    const beginner = await list('beginnerRider=true');
    expect(beginner.every((r) => r.difficulty === 'easy' || r.routeVariants.some((v) => v.category === 'green'))).toBe(
      true,
    );
    const advanced = await list('advancedRider=true');
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((r) => r.difficulty === 'hard')).toBe(true);
    const overnight = await list('overnightAccommodation=true');
    expect(overnight.length).toBeGreaterThan(0);
    const family = await list('familyFriendly=true&province=Western%20Cape');
    expect(family.every((r) => r.province === 'Western Cape')).toBe(true);
    expect(await list('coffeeShop=false')).toHaveLength(all.length);
  });

  it('rejects bad query values with a 400 naming the field', async () => {
    const res = await app.inject('/api/routes?difficulty=extreme');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/difficulty/);
    const flag = await app.inject('/api/routes?toilets=yes');
    expect(flag.statusCode).toBe(400);
    expect(flag.json().message).toMatch(/toilets/);
  });
});

describe('GET /api/routes/:id', () => {
  it('returns one trail', async () => {
    const res = await app.inject(`/api/routes/${all[0].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(all[0].name);
  });
  it('answers 404 Route not found for an unknown id', async () => {
    const res = await app.inject('/api/routes/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found' });
  });
  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '-1', '1.5']) {
      const res = await app.inject(`/api/routes/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/id/);
    }
  });
});

describe('GET /api/stats', () => {
  it('totals the live catalogue', async () => {
    const res = await app.inject('/api/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.totalRoutes).toBe(all.length);
    const km = all.reduce((s, r) => s + r.distance, 0);
    expect(stats.totalDistance).toBeCloseTo(km, 0);
    expect(stats.averageRating).toBeGreaterThan(3);
    expect(stats.averageRating).toBeLessThanOrEqual(5);
  });
});

describe('HTTP behaviour', () => {
  it('sends an ETag and answers 304 when it matches', async () => {
    const first = await app.inject('/api/routes');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/api/routes', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
  it('compresses with brotli or gzip when asked', async () => {
    const br = await app.inject({ url: '/api/routes', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await app.inject({ url: '/api/routes', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
  it('sends strict security headers', async () => {
    const res = await app.inject('/api/stats');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/routes', '/api/routes/{id}', '/api/stats', '/api/sync']),
    );
    const params = doc.paths['/api/routes'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['difficulty', 'province', 'location', 'search', 'distance', 'familyFriendly']),
    );
  });
  it('gives the web app its configuration', async () => {
    const res = await app.inject('/api/config');
    expect(res.json()).toMatchObject({
      tileUrl: expect.stringContaining('{z}'),
      contactEmail: expect.stringContaining('@'),
    });
  });
});
