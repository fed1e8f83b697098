/**
 * The drying outlook through GET /api/routes/:id/conditions (decision 075), with the Open-Meteo
 * stand-in serving each made-up week (past_days=7, hourly precipitation and soil moisture, daily
 * et0 and rain sums). The clock is fixed at Wed 25 Nov 2026 08:30 SAST (Date only, so timers and
 * sockets run as usual); the stand-in runs in this process and reads the same clock.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConditionsResponse, ModelAgreementResponse, rideableFromLabel, type Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../scripts/fake-open-meteo.mjs';

let app: FastifyInstance;
let close: () => Promise<void>;
let fake: FakeOpenMeteo;
let token: string;
let routes: Trail[];
let nextTrail = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T06:30:00Z'), shouldAdvanceTime: true });
  fake = await startFakeOpenMeteo();
  ({ app, close } = await createTestApp({ ...adminConfig, OPEN_METEO_BASE_URL: fake.url }));
  token = await login(app);
  routes = (await app.inject('/api/routes')).json();
});
afterAll(async () => {
  await close();
  await fake.close();
  vi.useRealTimers();
});

type Scenario = 'dryweek' | 'stormsun' | 'drizzle' | 'error';
/** A trail of its own per test (the weather cache never crosses tests) in a scenario, with a surface and drainage. */
async function trailIn(scenario: Scenario, surface: string, drainage = 'normal'): Promise<Trail> {
  const t = routes[nextTrail++];
  const [[lat, lng]] = JSON.parse(t.coordinates) as [number, number][];
  fake.setScenario(scenario, { lat, lng });
  const res = await asAdmin(app, token, {
    method: 'PUT',
    url: `/api/admin/routes/${t.id}`,
    payload: { surface, drainage },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ surface, drainage });
  return t;
}
async function conditions(id: number): Promise<ConditionsResponse> {
  const res = await app.inject(`/api/routes/${id}/conditions`);
  expect(res.statusCode, res.body).toBe(200);
  return ConditionsResponse.parse(res.json());
}

describe('the drying outlook in GET /api/routes/:id/conditions', () => {
  it('asks Open-Meteo for 7 past days with the fields as it names them', async () => {
    const t = await trailIn('dryweek', 'clay');
    await conditions(t.id);
    const asked = fake.requests.find((u) => u.searchParams.get('daily')?.includes('et0_fao_evapotranspiration'));
    expect(asked?.searchParams.get('past_days')).toBe('7');
    expect(asked?.searchParams.get('hourly')).toBe('precipitation,soil_moisture_0_to_1cm');
    expect(asked?.searchParams.get('daily')).toBe('et0_fao_evapotranspiration,precipitation_sum');
  });

  it('a dry week: good every day, no date to wait for', async () => {
    const c = await conditions((await trailIn('dryweek', 'clay')).id);
    expect(c.verdict).toBe('good');
    expect(c.rideableFrom).toBeNull();
    expect(c.outlookNote).toBeNull();
    expect(c.outlook.map((d) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(c.outlook.every((d) => d.verdict === 'good')).toBe(true);
    expect(c.outlook[0].reason).toBe('Estimate: no rain in the last 7 days; drying about 10 mm a day');
  });

  it('a storm then sun, surface unknown: poor now, likely rideable from Fri 11:00', async () => {
    const c = await conditions((await trailIn('stormsun', 'unknown')).id);
    expect(c.verdict).toBe('poor');
    expect(c.rideableFrom).toBe('2026-11-27T09:00:00.000Z');
    expect(rideableFromLabel(c.rideableFrom!)).toBe('Likely rideable from Fri 11:00');
    expect(c.outlook.map((d) => d.verdict)).toEqual(['poor', 'poor', 'good', 'good', 'good', 'good', 'good']);
    expect(c.outlook[0].reason).toBe('Estimate: 40 mm in the last 48 h; drying about 12 mm a day');
  });

  it('the same storm on sand and on clay: sand good now, clay not before Sun 06:00', async () => {
    const sand = await conditions((await trailIn('stormsun', 'sand')).id);
    expect(sand.verdict).toBe('good');
    expect(sand.rideableFrom).toBeNull();
    const clay = await conditions((await trailIn('stormsun', 'clay')).id);
    expect(rideableFromLabel(clay.rideableFrom!)).toBe('Likely rideable from Sun 06:00');
  });

  it('the admin says it drains fast: a day and a half sooner', async () => {
    const c = await conditions((await trailIn('stormsun', 'unknown', 'fast')).id);
    expect(rideableFromLabel(c.rideableFrom!)).toBe('Likely rideable from Thu 09:00');
  });

  it('drizzle every day on damp soil: fair while the soil data lasts', async () => {
    const c = await conditions((await trailIn('drizzle', 'rock')).id);
    expect(c.outlook.slice(0, 3).map((d) => d.verdict)).toEqual(['fair', 'fair', 'fair']);
    expect(c.outlook[1].reason).toMatch(/^Estimate: 4 mm of rain forecast; drying about \d+ mm a day$/);
  });

  it('a rider report after the rain overrides it', async () => {
    const t = await trailIn('stormsun', 'clay');
    const res = await app.inject({
      method: 'POST',
      url: `/api/routes/${t.id}/conditions`,
      payload: { clientId: crypto.randomUUID(), condition: 'dry' },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = await conditions(t.id);
    expect(c.verdict).toBe('good');
    expect(c.rideableFrom).toBeNull();
    expect(c.outlook.every((d) => d.verdict === 'good')).toBe(true);
  });

  it('weather unreachable: the spec words, no outlook, the verdict from reports and status alone', async () => {
    const t = await trailIn('error', 'clay');
    const c = await conditions(t.id);
    expect(c).toMatchObject({
      verdict: null,
      rideableFrom: null,
      outlook: [],
      outlookNote: 'Forecast data unavailable',
    });
    expect(c.reasons).toContain('Rain data unavailable');
  });

  it('refuses a drainage that is not fast, normal or slow, with words', async () => {
    const t = routes[nextTrail++];
    const res = await asAdmin(app, token, {
      method: 'PUT',
      url: `/api/admin/routes/${t.id}`,
      payload: { drainage: 'very' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Drainage must be one of fast, normal, slow');
  });
});

describe('GET /api/admin/conditions/agreement: the model against rider reports of the last 90 days', () => {
  let address = 1;
  const reportOn = async (id: number, condition: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/routes/${id}/conditions`,
      payload: { clientId: crypto.randomUUID(), condition },
      remoteAddress: `10.8.0.${address++}`,
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('counts each report against the model verdict for its hour, per trail and overall', async () => {
    // After the storm an unknown surface is poor by the model: mud agrees, "dry" is drier than it.
    const wet = await trailIn('stormsun', 'unknown');
    await reportOn(wet.id, 'muddy');
    await reportOn(wet.id, 'muddy');
    await reportOn(wet.id, 'dry');
    await reportOn(wet.id, 'blocked'); // not about wetness: labels nothing
    const dry = await trailIn('dryweek', 'rock');
    await reportOn(dry.id, 'wet');

    expect((await app.inject('/api/admin/conditions/agreement')).statusCode).toBe(401);
    const res = await asAdmin(app, token, { method: 'GET', url: '/api/admin/conditions/agreement' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ModelAgreementResponse.parse(res.json());
    expect(body.days).toBe(90);
    expect(body.trails.find((t) => t.routeId === wet.id)).toMatchObject({
      routeName: wet.name,
      surface: 'unknown',
      drainage: 'normal',
      reports: 3,
      agreed: 2,
      wetter: 0,
      drier: 1,
    });
    expect(body.trails.find((t) => t.routeId === dry.id)).toMatchObject({ reports: 1, agreed: 0, wetter: 1 });
    expect(body.overall.reports).toBeGreaterThanOrEqual(4);
    expect(body.overall.agreed).toBeGreaterThanOrEqual(2);
  });

  it('a report made while the weather is unreachable is stored, and labels nothing', async () => {
    const t = await trailIn('error', 'clay');
    await reportOn(t.id, 'muddy');
    const res = await asAdmin(app, token, { method: 'GET', url: '/api/admin/conditions/agreement' });
    expect(ModelAgreementResponse.parse(res.json()).trails.some((r) => r.routeId === t.id)).toBe(false);
  });
});
