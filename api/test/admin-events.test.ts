import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Event, SyncResponse } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
});
afterAll(async () => close());

const nextYear = new Date().getUTCFullYear() + 1;
const form = {
  name: 'Karkloof Classic Test',
  description: 'Forest singletrack in the KZN Midlands.',
  eventDate: `${nextYear}-07-25T07:00:00Z`,
  location: 'Howick',
  province: 'KwaZulu-Natal',
  eventType: 'Marathon',
  raceType: 'mountain-bike',
  difficulty: 'intermediate',
  distance: '60km',
  registrationUrl: 'https://example.org/register',
  imageUrl: 'https://example.org/karkloof.jpg',
  contactEmail: 'race@example.org',
  contactPhone: '033 000 0000',
  entryFee: 'R650',
  maxParticipants: 1200,
  isActive: true,
};

const create = (payload: object) => asAdmin(app, token, { method: 'POST', url: '/api/admin/events', payload });
const update = (id: number, payload: object) =>
  asAdmin(app, token, { method: 'PUT', url: `/api/admin/events/${id}`, payload });
const adminList = async (): Promise<Event[]> => (await asAdmin(app, token, { url: '/api/admin/events' })).json();
const publicIds = async () => ((await app.inject('/api/events')).json() as Event[]).map((e) => e.id);
const issuePaths = (res: { json: () => { issues?: { path: string }[] } }) =>
  (res.json().issues ?? []).map((i) => i.path);

describe('admin events', () => {
  it('creates an event that riders then see', async () => {
    const res = await create(form);
    expect(res.statusCode).toBe(201);
    const event: Event = res.json();
    expect(event).toMatchObject({ ...form, eventDate: `${nextYear}-07-25T07:00:00.000Z` });
    expect((await adminList()).map((e) => e.id)).toContain(event.id);
    expect(await publicIds()).toContain(event.id);
  });

  it('fills defaults and accepts a plain date', async () => {
    const res = await create({
      name: 'Minimal',
      eventDate: `${nextYear}-03-01`,
      location: 'Clarens',
      province: 'Free State',
      eventType: 'Stage Race',
      difficulty: 'advanced',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      raceType: 'mountain-bike',
      isActive: true,
      description: '',
      eventDate: `${nextYear}-03-01T00:00:00.000Z`,
      registrationUrl: null,
      maxParticipants: null,
    });
  });

  it('validates every field with a message naming it', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(256) }, 'name'],
      [{ eventDate: 'next friday' }, 'eventDate'],
      [{ eventDate: `${nextYear}-02-31` }, 'eventDate'],
      [{ province: 'Gondor' }, 'province'],
      [{ raceType: 'unicycle' }, 'raceType'],
      [{ difficulty: 'legendary' }, 'difficulty'],
      [{ registrationUrl: 'javascript:alert(1)' }, 'registrationUrl'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [{ contactEmail: 'nope' }, 'contactEmail'],
      [{ maxParticipants: 0 }, 'maxParticipants'],
      [{ maxParticipants: 2.5 }, 'maxParticipants'],
      [{ isActive: 'yes' }, 'isActive'],
    ];
    for (const [change, field] of cases) {
      const res = await create({ ...form, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(issuePaths(res), JSON.stringify(change)).toContain(field);
    }
    for (const payload of ['[]', '"x"', '{"name":{}}']) {
      const res = await asAdmin(app, token, {
        method: 'POST',
        url: '/api/admin/events',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('updates what is sent; an inactive event leaves the public list but stays in the admin list', async () => {
    const created: Event = (await create(form)).json();
    const res = await update(created.id, { name: 'Renamed', isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...form, name: 'Renamed', isActive: false, eventDate: created.eventDate });
    expect(await publicIds()).not.toContain(created.id);
    expect((await adminList()).find((e) => e.id === created.id)?.isActive).toBe(false);

    expect((await update(created.id, { maxParticipants: -1 })).statusCode).toBe(400);
    const missing = await update(999999, { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event not found' });
  });

  it('lists past events for the admin too', async () => {
    const past: Event = (await create({ ...form, name: 'Last year', eventDate: '2020-05-01' })).json();
    expect((await adminList()).map((e) => e.id)).toContain(past.id);
    expect(await publicIds()).not.toContain(past.id);
  });

  it('deletes softly: gone for everyone, a tombstone for devices', async () => {
    const created: Event = (await create(form)).json();
    const { cursor } = (await app.inject('/api/sync')).json() as SyncResponse;
    const res = await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/events/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect((await adminList()).map((e) => e.id)).not.toContain(created.id);
    expect(await publicIds()).not.toContain(created.id);
    const delta = (await app.inject({ url: '/api/sync', query: { since: cursor } })).json() as SyncResponse;
    expect(delta.deleted.events).toContain(created.id);
    expect((await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/events/${created.id}` })).statusCode).toBe(
      404,
    );
  });
});
