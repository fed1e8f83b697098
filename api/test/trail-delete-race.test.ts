import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login, newClientIp } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
});
afterAll(async () => close());

const ROUNDS = 12;

async function newTrail(round: number): Promise<number> {
  const res = await asAdmin(app, token, {
    method: 'POST',
    url: '/api/admin/routes',
    payload: {
      name: `Race Loop ${round}`,
      location: 'Stellenbosch',
      province: 'Western Cape',
      difficulty: 'moderate',
      description: 'A trail made for this test and deleted while riders write to it.',
      coordinatesLat: '-33.96',
      coordinatesLng: '18.93',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const postReview = (trailId: number, clientId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/routes/${trailId}/reviews`,
    headers: { 'x-forwarded-for': newClientIp() },
    payload: { rating: 4, comment: 'Loose but fun', name: 'Sipho', clientId },
  });

const postReport = (trailId: number, clientId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/routes/${trailId}/conditions`,
    headers: { 'x-forwarded-for': newClientIp() },
    payload: { condition: 'muddy', note: 'Soft after the rain', clientId },
  });

const track = (trailId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/track',
    headers: { 'x-session-id': `race-session-${trailId}`, 'x-forwarded-for': newClientIp() },
    payload: { interactionType: 'trail_view', entityId: trailId, entityType: 'route', clientId: randomUUID() },
  });

async function sql<T>(query: string): Promise<T[]> {
  return app.orm.em.fork().getConnection().execute<T[]>(query);
}

describe('deleting a trail while riders write to it', () => {
  it('never deadlocks or answers 500, leaves no review or live report of a deleted trail, stores each clientId once', async () => {
    const clientIds: string[] = [];
    const statuses = new Map<string, number[]>();
    const seen = (kind: string, status: number) => statuses.set(kind, [...(statuses.get(kind) ?? []), status]);

    for (let round = 0; round < ROUNDS; round++) {
      const trailId = await newTrail(round);
      const retried = randomUUID();
      const others = [randomUUID(), randomUUID(), randomUUID()];
      const retriedReport = randomUUID();
      clientIds.push(retried, ...others);
      // The outbox sends the same review twice at once; other riders post theirs and views are
      // tracked; the admin deletes the trail in the middle of it all.
      const writes = [
        postReview(trailId, retried).then((r) => ({ kind: 'review', r })),
        postReview(trailId, retried).then((r) => ({ kind: 'review', r })),
        ...others.map((id) => postReview(trailId, id).then((r) => ({ kind: 'review', r }))),
        postReport(trailId, retriedReport).then((r) => ({ kind: 'report', r })),
        postReport(trailId, retriedReport).then((r) => ({ kind: 'report', r })),
        postReport(trailId, randomUUID()).then((r) => ({ kind: 'report', r })),
        track(trailId).then((r) => ({ kind: 'track', r })),
        track(trailId).then((r) => ({ kind: 'track', r })),
        asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${trailId}` }).then((r) => ({
          kind: 'delete',
          r,
        })),
      ];
      // Writes that start just after the delete: the trail is gone, so 404.
      for (const { kind, r } of await Promise.all(writes)) seen(kind, r.statusCode);
      const late = await postReview(trailId, randomUUID());
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({ message: 'Route not found' });
      const lateReport = await postReport(trailId, randomUUID());
      expect(lateReport.statusCode).toBe(404);
      expect(lateReport.json()).toEqual({ message: 'Route not found' });
    }

    for (const status of statuses.get('review') ?? []) expect([200, 201, 404]).toContain(status);
    for (const status of statuses.get('report') ?? []) expect([200, 201, 404]).toContain(status);
    expect(statuses.get('report')).toHaveLength(ROUNDS * 3);
    expect(new Set(statuses.get('track'))).toEqual(new Set([202]));
    expect(new Set(statuses.get('delete'))).toEqual(new Set([200]));

    const orphans = await sql<{ n: number }>(
      `select count(*)::int as n from reviews r left join trails t on t.id = r.route_id
       where t.id is null or t.deleted_at is not null`,
    );
    expect(orphans[0].n).toBe(0);
    const repeated = await sql<{ client_id: string }>(
      `select client_id from reviews where client_id is not null group by client_id having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
    // A report of a deleted trail is tombstoned with it (devices drop it), never left live.
    const liveReports = await sql<{ n: number }>(
      `select count(*)::int as n from condition_reports c left join trails t on t.id = c.route_id
       where c.deleted_at is null and (t.id is null or t.deleted_at is not null)`,
    );
    expect(liveReports[0].n).toBe(0);
    const repeatedReports = await sql<{ client_id: string }>(
      `select client_id from condition_reports group by client_id having count(*) > 1`,
    );
    expect(repeatedReports).toEqual([]);
    const countsOfDeleted = await sql<{ n: number }>(
      `select count(*)::int as n from trails where name like 'Race Loop %' and (deleted_at is null or review_count <> 0)`,
    );
    expect(countsOfDeleted[0].n).toBe(0);
  }, 120_000);
});
