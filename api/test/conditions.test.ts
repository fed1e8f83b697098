/**
 * Trail conditions through the API: the verdict with the Open-Meteo stand-in answering
 * past_days, rider reports (idempotent, rate limited, moderated), the manager's status, and
 * reports and statuses reaching devices through /api/sync.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ConditionsResponse, saDate, type SyncResponse, type Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../scripts/fake-open-meteo.mjs';
import { ConditionReportSchema } from '../src/modules/conditions/condition-report.entity.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let fake: FakeOpenMeteo;
let token: string;
let routes: Trail[];
let nextTrail = 0;
let nextAddress = 1;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  ({ app, close } = await createTestApp({ ...adminConfig, OPEN_METEO_BASE_URL: fake.url }));
  token = await login(app);
  routes = (await app.inject('/api/routes')).json();
});
afterAll(async () => {
  await close();
  await fake.close();
});

/** A trail of its own per test (the weather cache and reports never cross tests), with a rain scenario. */
async function freshTrail(scenario: 'dry' | 'wet48h' = 'dry', surface?: string): Promise<Trail> {
  const t = routes[nextTrail++];
  const [[lat, lng]] = JSON.parse(t.coordinates) as [number, number][];
  fake.setScenario(scenario, { lat, lng });
  if (surface) {
    const res = await asAdmin(app, token, { method: 'PUT', url: `/api/admin/routes/${t.id}`, payload: { surface } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().surface).toBe(surface);
  }
  return t;
}
const newClient = () => `10.1.0.${nextAddress++}`;

function report(routeId: number, payload: Record<string, unknown>, remoteAddress = newClient()) {
  return app.inject({
    method: 'POST',
    url: `/api/routes/${routeId}/conditions`,
    payload: payload as InjectOptions['payload'],
    remoteAddress,
  });
}
async function conditions(routeId: number): Promise<ConditionsResponse> {
  const res = await app.inject(`/api/routes/${routeId}/conditions`);
  expect(res.statusCode, res.body).toBe(200);
  return ConditionsResponse.parse(res.json());
}
const sync = async (since?: string) =>
  (await app.inject(`/api/sync${since ? `?since=${encodeURIComponent(since)}` : ''}`)).json() as SyncResponse;

describe('GET /api/routes/:id/conditions: the verdict', () => {
  it('dry: good, with the rain in words and no reports', async () => {
    const t = await freshTrail('dry', 'clay');
    const c = await conditions(t.id);
    expect(c).toMatchObject({
      verdict: 'good',
      reasons: ['No rain in the last 72 h'],
      rain: { past24hMm: 0, past72hMm: 0 },
      basis: 'rain',
      status: null,
      reports: [],
    });
    expect(Date.parse(c.asOf)).toBeLessThanOrEqual(Date.now());
    const asked = fake.requests.filter((u) => u.searchParams.get('past_days') === '3');
    expect(asked.length).toBeGreaterThan(0);
  });

  it('recently wet: 18 mm in 48 h keeps clay poor and says why', async () => {
    const t = await freshTrail('wet48h', 'clay');
    expect(await conditions(t.id)).toMatchObject({
      verdict: 'poor',
      reasons: ['18 mm of rain in the last 48 h', 'clay soil drains slowly'],
      rain: { past24hMm: 0, past72hMm: 18 },
      basis: 'rain',
    });
  });

  it('the same rain leaves a sandy trail good', async () => {
    const t = await freshTrail('wet48h', 'sand');
    expect((await conditions(t.id)).verdict).toBe('good');
  });

  it('rider reports newer than the rain outweigh it, newest first', async () => {
    const t = await freshTrail('dry', 'clay');
    expect(
      (await report(t.id, { clientId: randomUUID(), condition: 'muddy', note: 'Ruts at the bottom' })).statusCode,
    ).toBe(201);
    expect((await report(t.id, { clientId: randomUUID(), condition: 'muddy' })).statusCode).toBe(201);
    const c = await conditions(t.id);
    expect(c.verdict).toBe('poor');
    expect(c.basis).toBe('reports');
    expect(c.reasons[0]).toBe('2 riders reported mud just now');
    expect(c.reports).toHaveLength(2);
    expect(c.reports[0].id).toBeGreaterThan(c.reports[1].id);
    expect(c.reports[1].note).toBe('Ruts at the bottom');
  });

  it('reports older than 72 h stay in the history but stop counting', async () => {
    const t = await freshTrail('dry', 'loam');
    const res = await report(t.id, { clientId: randomUUID(), condition: 'blocked' });
    const old = new Date(Date.now() - 73 * 3_600_000);
    await app.orm.em.fork().nativeUpdate(ConditionReportSchema, { id: res.json().id }, { createdAt: old });
    const c = await conditions(t.id);
    expect(c.verdict).toBe('good');
    expect(c.basis).toBe('rain');
    expect(c.reports.map((r) => r.condition)).toEqual(['blocked']);
  });

  it('answers 404 for an unknown trail and 400 for a bad id', async () => {
    expect((await app.inject('/api/routes/999999/conditions')).statusCode).toBe(404);
    expect((await app.inject('/api/routes/abc/conditions')).statusCode).toBe(400);
  });
});

describe('POST /api/routes/:id/conditions', () => {
  it('stores a report once per clientId: 201, then 200 with the same report', async () => {
    const t = await freshTrail();
    const body = { clientId: randomUUID(), condition: 'tacky', note: 'Perfect after the drizzle' };
    const first = await report(t.id, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      routeId: t.id,
      condition: 'tacky',
      note: 'Perfect after the drizzle',
      clientId: body.clientId,
    });
    const again = await report(t.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await conditions(t.id)).reports).toHaveLength(1);
  });

  it('four concurrent posts with one clientId store exactly one report', async () => {
    const t = await freshTrail();
    const body = { clientId: randomUUID(), condition: 'wet' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => report(t.id, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await conditions(t.id)).reports).toHaveLength(1);
  });

  it('refuses a clientId already used on another trail with 409', async () => {
    const [a, b] = [await freshTrail(), await freshTrail()];
    const body = { clientId: randomUUID(), condition: 'dry' };
    expect((await report(a.id, body)).statusCode).toBe(201);
    expect((await report(b.id, body)).statusCode).toBe(409);
    expect((await conditions(b.id)).reports).toEqual([]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown condition', { condition: 'snowy' }, 'Condition must be one of'],
    ['a missing clientId', { clientId: undefined, condition: 'dry' }, 'clientId is required'],
    ['a note of 281 characters', { condition: 'dry', note: 'a'.repeat(281) }, 'at most 280 characters'],
    ['a link', { condition: 'dry', note: 'see www.example.com' }, 'must not contain links'],
    ['a bare domain', { condition: 'dry', note: 'photos on bit.ly/xyz' }, 'must not contain links'],
    ['profanity', { condition: 'muddy', note: 'shit conditions' }, 'profanity'],
  ];
  it.each(bad)('refuses %s with a 400 and stores nothing', async (_label, payload, message) => {
    const t = await freshTrail();
    const res = await report(t.id, { clientId: randomUUID(), ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await conditions(t.id)).reports).toEqual([]);
  });

  it('answers 404 for an unknown trail', async () => {
    expect((await report(999999, { clientId: randomUUID(), condition: 'dry' })).statusCode).toBe(404);
  });

  it('limits each client address to 5 reports in 10 minutes: 429 with Retry-After', async () => {
    const t = await freshTrail();
    const client = newClient();
    for (let i = 0; i < 5; i++)
      expect((await report(t.id, { clientId: randomUUID(), condition: 'dry' }, client)).statusCode).toBe(201);
    const limited = await report(t.id, { clientId: randomUUID(), condition: 'dry' }, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many reports/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await conditions(t.id)).reports).toHaveLength(5);
    expect((await report(t.id, { clientId: randomUUID(), condition: 'dry' }, newClient())).statusCode).toBe(201);
  });
});

describe("the trail manager's status", () => {
  it('closed overrides dry weather and good reports, with the notice; needs the admin', async () => {
    const t = await freshTrail('dry', 'rock');
    await report(t.id, { clientId: randomUUID(), condition: 'dry' });
    const body = {
      status: 'closed',
      notice: 'Bridge repairs on the main loop',
      until: saDate(Date.now() + 2 * 86_400_000),
    };
    expect(
      (await app.inject({ method: 'PUT', url: `/api/admin/routes/${t.id}/status`, payload: body })).statusCode,
    ).toBe(401);
    const res = await asAdmin(app, token, { method: 'PUT', url: `/api/admin/routes/${t.id}/status`, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', notice: body.notice, until: body.until });
    const c = await conditions(t.id);
    expect(c).toMatchObject({ verdict: 'closed', basis: 'admin', status: { status: 'closed', notice: body.notice } });
    expect(c.reasons[0]).toMatch(/^Closed by the trail manager until \d+ \w{3}/);
    expect(c.reasons[1]).toBe(body.notice);
  });

  it('caution makes a good trail fair; a second PUT replaces the first; clearing returns to the model', async () => {
    const t = await freshTrail('dry', 'rock');
    const put = (payload: object) =>
      asAdmin(app, token, { method: 'PUT', url: `/api/admin/routes/${t.id}/status`, payload });
    expect((await put({ status: 'closed' })).statusCode).toBe(200);
    expect((await put({ status: 'caution', notice: 'Logging trucks on the access road' })).statusCode).toBe(200);
    const c = await conditions(t.id);
    expect(c).toMatchObject({ verdict: 'fair', basis: 'admin', status: { status: 'caution', until: null } });
    expect(c.reasons[0]).toBe('Logging trucks on the access road');
    const cleared = await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${t.id}/status` });
    expect(cleared.statusCode).toBe(200);
    expect(await conditions(t.id)).toMatchObject({ verdict: 'good', status: null });
  });

  it('refuses a bad status, a past end date and an unknown trail', async () => {
    const t = await freshTrail();
    const put = (id: number, payload: object) =>
      asAdmin(app, token, { method: 'PUT', url: `/api/admin/routes/${id}/status`, payload });
    expect((await put(t.id, { status: 'maybe' })).statusCode).toBe(400);
    const past = await put(t.id, { status: 'closed', until: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('Until must not be in the past');
    expect((await put(999999, { status: 'open' })).statusCode).toBe(404);
    expect((await conditions(t.id)).status).toBeNull();
  });
});

describe('moderation and sync', () => {
  it('a hidden report is gone from GET, the verdict and sync (a tombstone), and listed for the admin', async () => {
    const t = await freshTrail('dry', 'rock');
    const troll = (await report(t.id, { clientId: randomUUID(), condition: 'closed' })).json();
    expect((await conditions(t.id)).verdict).toBe('closed');
    const full = await sync();
    expect(full.conditions.find((r) => r.id === troll.id)).toMatchObject({ condition: 'closed', routeId: t.id });

    const list = await asAdmin(app, token, { method: 'GET', url: '/api/admin/conditions' });
    expect(list.json().find((r: { id: number }) => r.id === troll.id)).toMatchObject({
      routeName: t.name,
      hidden: false,
    });
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/conditions/${troll.id}` })).statusCode).toBe(401);
    const hide = await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/conditions/${troll.id}` });
    expect(hide.statusCode).toBe(200);

    const c = await conditions(t.id);
    expect(c.reports).toEqual([]);
    expect(c.verdict).toBe('good');
    const delta = await sync(full.cursor);
    expect(delta.deleted.conditions).toContain(troll.id);
    expect(delta.conditions.map((r) => r.id)).not.toContain(troll.id);
    expect((await sync()).conditions.map((r) => r.id)).not.toContain(troll.id);
    const after = await asAdmin(app, token, { method: 'GET', url: '/api/admin/conditions' });
    expect(after.json().find((r: { id: number }) => r.id === troll.id).hidden).toBe(true);
    expect((await asAdmin(app, token, { method: 'DELETE', url: '/api/admin/conditions/999999' })).statusCode).toBe(404);
  });

  it('statuses and new reports reach devices in a delta; a cleared status is a tombstone', async () => {
    const t = await freshTrail();
    const { cursor } = await sync();
    await asAdmin(app, token, {
      method: 'PUT',
      url: `/api/admin/routes/${t.id}/status`,
      payload: { status: 'caution' },
    });
    const r = (await report(t.id, { clientId: randomUUID(), condition: 'wet' })).json();
    const delta = await sync(cursor);
    const status = delta.statuses.find((s) => s.routeId === t.id);
    expect(status).toMatchObject({ status: 'caution', notice: null });
    expect(delta.conditions.map((c) => c.id)).toContain(r.id);
    await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${t.id}/status` });
    const next = await sync(delta.cursor);
    expect(next.deleted.statuses).toContain(status!.id);
    expect((await sync()).statuses.map((s) => s.routeId)).not.toContain(t.id);
  });
});
