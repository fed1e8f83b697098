import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers.js';
import { nextOccurrence, seedCatalogue } from '../src/seeders/catalogue-seeder.js';
import { seedTrails } from '../src/seeders/catalogue.js';
import { EventSchema } from '../src/modules/events/event.entity.js';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close());

describe('catalogue seeding', () => {
  it('loads the catalogue on first start and never duplicates it', async () => {
    const again = await seedCatalogue(app.orm.em.fork());
    expect(again).toEqual({ trails: 0, events: 0, news: 0, videos: 0 });
    const stats = (await app.inject('/api/stats')).json();
    expect(stats.totalRoutes).toBe(seedTrails.length);
  });

  it('dates every event within the 12 months after loading', async () => {
    const events = await app.orm.em.fork().find(EventSchema, {});
    const now = Date.now();
    for (const e of events) {
      expect(e.eventDate.getTime()).toBeGreaterThan(now - 86_400_000);
      expect(e.eventDate.getTime()).toBeLessThan(now + 366 * 86_400_000);
    }
  });

  it('picks next year for a date already past', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(nextOccurrence({ month: 3, day: 15 }, now).toISOString()).toBe('2027-03-15T05:00:00.000Z');
    expect(nextOccurrence({ month: 12, day: 5 }, now).toISOString()).toBe('2026-12-05T05:00:00.000Z');
  });
});
