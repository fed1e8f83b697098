import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EVENT_TIME_ZONE, startOfDayIn, type Event } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { EventSchema, type TrailEvent } from '../src/modules/events/event.entity.js';
import { seedEvents } from '../src/seeders/catalogue.js';
import { nextOccurrence } from '../src/seeders/catalogue-seeder.js';

const DAY = 86_400_000;
let app: FastifyInstance;
let close: () => Promise<void>;
const extra: Record<string, number> = {};

const base = {
  description: 'A test event.',
  location: 'Sabie',
  province: 'Mpumalanga',
  eventType: 'Enduro',
  raceType: 'mountain-bike',
  difficulty: 'advanced',
  distance: null,
  registrationUrl: null,
  imageUrl: null,
  contactEmail: null,
  contactPhone: null,
  entryFee: 'R450',
  maxParticipants: 200,
  deletedAt: null,
} satisfies Partial<TrailEvent>;

let seededAt: Date;

beforeAll(async () => {
  seededAt = new Date();
  ({ app, close } = await createTestApp());
  const em = app.orm.em.fork();
  const add = (name: string, fields: Partial<TrailEvent>) => {
    const e = em.create(EventSchema, { ...base, name, eventDate: new Date(Date.now() + 10 * DAY), ...fields });
    return e;
  };
  const rows = {
    enduro: add('Sabie Enduro Test', { eventDate: new Date(Date.now() + 3 * DAY) }),
    past: add('Finished Last Week', { eventDate: new Date(Date.now() - 7 * DAY) }),
    yesterday: add('Over Yesterday', {
      eventDate: new Date(startOfDayIn(EVENT_TIME_ZONE, new Date()).getTime() - 60_000),
    }),
    inactive: add('Postponed Marathon', { isActive: false, eventType: 'Marathon' }),
    deleted: add('Removed Race', { deletedAt: new Date() }),
  };
  await em.flush();
  for (const [k, e] of Object.entries(rows)) extra[k] = e.id;
});
afterAll(async () => close());

const events = async (query = '') => {
  const res = await app.inject(`/api/events${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Event[];
};

describe('GET /api/events', () => {
  it('lists active, upcoming events soonest first, in the API event shape', async () => {
    const all = await events();
    expect(all).toHaveLength(seedEvents.length + 1);
    const ids = all.map((e) => e.id);
    expect(ids).toContain(extra.enduro);
    for (const gone of [extra.past, extra.yesterday, extra.inactive, extra.deleted]) expect(ids).not.toContain(gone);
    const times = all.map((e) => Date.parse(e.eventDate));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The seeded calendar's next dates depend on today: the test's event, three days ahead, comes
    // after the seeded events whose next date falls before it (none on most days of the year).
    const enduro = all.findIndex((e) => e.id === extra.enduro);
    const seededBefore = seedEvents.filter((e) => nextOccurrence(e, seededAt) < new Date(times[enduro]));
    expect(all.slice(0, enduro).map((e) => e.name)).toEqual(
      seededBefore.sort((a, b) => +nextOccurrence(a, seededAt) - +nextOccurrence(b, seededAt)).map((e) => e.name),
    );
    expect(all.every((e) => e.isActive)).toBe(true);
    expect(all[enduro]).toMatchObject({
      name: 'Sabie Enduro Test',
      province: 'Mpumalanga',
      eventType: 'Enduro',
      raceType: 'mountain-bike',
      difficulty: 'advanced',
      entryFee: 'R450',
      maxParticipants: 200,
      registrationUrl: null,
    });
  });

  it('filters by province (any letter case; all = every province)', async () => {
    const all = await events();
    const wc = await events('?province=Western%20Cape');
    expect(wc.length).toBe(all.filter((e) => e.province === 'Western Cape').length);
    expect(wc.length).toBeGreaterThan(0);
    expect(await events('?province=western%20cape')).toEqual(wc);
    expect(await events('?province=all')).toEqual(all);
    expect(await events('?province=')).toEqual(all);
    expect((await events('?province=Mpumalanga')).map((e) => e.id)).toContain(extra.enduro);
  });

  it('filters by event type or race type, ignoring letter case', async () => {
    const all = await events();
    const stage = await events('?type=stage-race');
    expect(stage.length).toBeGreaterThan(0);
    expect(stage.every((e) => e.raceType === 'stage-race')).toBe(true);
    expect(stage.length).toBe(all.filter((e) => e.raceType === 'stage-race').length);
    // The race type's label, as the web app shows it.
    expect(await events('?type=Multiday')).toEqual(stage);
    const marathon = await events('?type=marathon');
    expect(marathon.length).toBe(all.filter((e) => e.eventType === 'Marathon').length);
    expect(marathon.every((e) => e.eventType === 'Marathon')).toBe(true);
    expect(await events('?type=MARATHON')).toEqual(marathon);
    expect((await events('?type=enduro')).map((e) => e.id)).toEqual([extra.enduro]);
    expect(await events('?type=all')).toEqual(all);
    expect(await events('?type=unicycle')).toEqual([]);
  });

  it('combines the filters', async () => {
    const both = await events('?province=Western%20Cape&type=Stage%20Race');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((e) => e.province === 'Western Cape' && e.eventType === 'Stage Race')).toBe(true);
  });

  it('rejects an unknown province with 400 naming the field', async () => {
    const res = await app.inject('/api/events?province=Atlantis');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/province: must be one of Eastern Cape/);
    expect((await app.inject(`/api/events?type=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('startOfDayIn', () => {
  it('finds midnight in South Africa (UTC+2, no daylight saving)', () => {
    expect(startOfDayIn('Africa/Johannesburg', new Date('2025-03-10T21:59:59Z')).toISOString()).toBe(
      '2025-03-09T22:00:00.000Z',
    );
    expect(startOfDayIn('Africa/Johannesburg', new Date('2025-03-10T22:00:00Z')).toISOString()).toBe(
      '2025-03-10T22:00:00.000Z',
    );
    expect(startOfDayIn('Africa/Johannesburg', new Date('2025-12-31T23:30:00.500Z')).toISOString()).toBe(
      '2025-12-31T22:00:00.000Z',
    );
  });

  it('handles zones with daylight saving', () => {
    // London moved to BST (UTC+1) at 01:00 UTC on 30 March 2025; that day began at 00:00 GMT.
    expect(startOfDayIn('Europe/London', new Date('2025-03-30T12:00:00Z')).toISOString()).toBe(
      '2025-03-30T00:00:00.000Z',
    );
    expect(startOfDayIn('Europe/London', new Date('2025-07-01T12:00:00Z')).toISOString()).toBe(
      '2025-06-30T23:00:00.000Z',
    );
  });
});
