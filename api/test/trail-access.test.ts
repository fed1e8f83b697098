/**
 * The access card through the API (decision 077): seeded from the catalogue's own text, edited by
 * the admin with words for bad input, served by GET /api/routes/:id and synced to devices.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SyncResponse, Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
let routes: Trail[];

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
  routes = (await app.inject('/api/routes')).json();
});
afterAll(() => close());

const byName = (name: string) => routes.find((t) => t.name === name)!;
const put = (id: number, access: unknown) =>
  asAdmin(app, token, { method: 'PUT', url: `/api/admin/routes/${id}`, payload: { access } as never });

describe('the access card', () => {
  it('is seeded from the trail text with its sentence, and null fields elsewhere', async () => {
    const cradle = (await app.inject(`/api/routes/${byName('Cradle Gateway-2-Gateway MTB Trail').id}`)).json();
    expect(cradle.access).toMatchObject({
      permitRequired: false,
      priceRand: 0,
      payAt: [],
      openingHours: null,
      emergencyPhone: null,
      rules: ['One-way loop'],
    });
    expect(cradle.access.sources[0]).toMatch(/^A free, one-way singletrack loop/);
    const unknown = routes.find((t) => t.access.sources.length === 0)!;
    expect(unknown.access).toEqual({
      permitRequired: null,
      priceRand: null,
      payAt: [],
      payUrl: null,
      payNote: null,
      openingHours: null,
      rules: [],
      emergencyPhone: null,
      sources: [],
    });
    expect(routes.filter((t) => t.access.sources.length > 0)).toHaveLength(12);
  });

  it('the admin sets it, GET /api/routes/:id returns it and a device gets it in the sync', async () => {
    const t = routes[40];
    const card = {
      permitRequired: true,
      priceRand: 80,
      payAt: ['gate', 'card'],
      payUrl: 'https://tickets.example.co.za/day-pass',
      openingHours: '06:00-18:00',
      rules: ['Closed after rain', 'No e-bikes'],
      emergencyPhone: '+27 21 555 0100',
    };
    const res = await put(t.id, card);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access).toMatchObject(card);
    expect((await app.inject(`/api/routes/${t.id}`)).json().access).toMatchObject({ ...card, payNote: null });
    const sync = (await app.inject('/api/sync')).json() as SyncResponse;
    expect(sync.routes.find((r) => r.id === t.id)?.access).toMatchObject(card);
  });

  it.each([
    [{ priceRand: -5 }, 'Price must not be negative'],
    [{ priceRand: 'eighty' }, 'Price must be a number of rand'],
    [{ priceRand: 12.345 }, 'Price must be in rand and cents'],
    [{ payUrl: 'javascript:alert(1)' }, 'Payment link must be an http(s) address'],
    [{ payUrl: 'ftp://example.com/pass' }, 'Payment link must be an http(s) address'],
    [{ openingHours: 'dawn till dusk' }, 'Opening hours must be written like 06:00-18:00'],
    [{ openingHours: '18:00-06:00' }, 'Opening hours must be written like 06:00-18:00'],
    [{ openingHours: '25:00-26:00' }, 'Opening hours must be written like 06:00-18:00'],
    [{ payAt: ['bitcoin'] }, 'Where to pay must be among gate, online, honesty-box, card, cash'],
    [{ emergencyPhone: 'call someone' }, 'Emergency number must be a phone number'],
  ])('refuses %j with words and changes nothing', async (access, words) => {
    const t = routes[41];
    const before = (await app.inject(`/api/routes/${t.id}`)).json().access;
    const res = await put(t.id, access);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(words);
    expect((await app.inject(`/api/routes/${t.id}`)).json().access).toEqual(before);
  });

  it('a new trail is created with its card, and refused with words when the card is bad', async () => {
    const base = {
      name: `Access Create Loop ${Date.now()}`,
      description: 'A test loop with a gate and a day pass.',
      location: 'Stellenbosch',
      province: 'Western Cape',
      coordinatesLat: -33.93,
      coordinatesLng: 18.86,
    };
    const card = { permitRequired: true, priceRand: 60.5, payAt: ['honesty-box', 'cash'], openingHours: '07:00-17:30' };
    const created = await asAdmin(app, token, {
      method: 'POST',
      url: '/api/admin/routes',
      payload: { ...base, access: card } as never,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await app.inject(`/api/routes/${id}`)).json().access).toMatchObject({ ...card, payUrl: null, rules: [] });

    const bad = await asAdmin(app, token, {
      method: 'POST',
      url: '/api/admin/routes',
      payload: { ...base, name: `${base.name} bad`, access: { priceRand: -1, payUrl: 'mailto:x@y.z' } } as never,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'access.priceRand', message: 'Price must not be negative' },
        { path: 'access.payUrl', message: 'Payment link must be an http(s) address' },
      ]),
    );
    const names = ((await app.inject('/api/routes')).json() as Trail[]).map((t) => t.name);
    expect(names).not.toContain(`${base.name} bad`);
  });

  it('"free to ride" and "open now" filter GET /api/routes; unknown cards are neither', async () => {
    const t = routes[42];
    expect((await put(t.id, { priceRand: 0, openingHours: '06:00-18:00' })).statusCode).toBe(200);
    const list = async (query: string) => (await app.inject(`/api/routes?${query}`)).json() as Trail[];
    const ids = async (query: string) => (await list(query)).map((r) => r.id);
    const free = await ids('freeToRide=true');
    expect(free).toContain(t.id);
    expect(free).toContain(byName('Cradle Gateway-2-Gateway MTB Trail').id);
    expect(free).not.toContain(routes.find((r) => r.access.sources.length === 0 && r.id !== t.id)!.id);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T21:30:00Z') }); // 23:30 SAST
    try {
      expect(await ids('openNow=true')).not.toContain(t.id);
      vi.setSystemTime(new Date('2026-11-28T08:00:00Z')); // 10:00 SAST: the answer is not a cached one
      const open = await list('openNow=true');
      expect(open.map((r) => r.id)).toContain(t.id);
      expect(open.every((r) => r.access.openingHours !== null)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
