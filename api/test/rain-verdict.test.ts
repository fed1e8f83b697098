/**
 * The trail verdict on what the Open-Meteo stand-in answers the weather client: the path the
 * conditions endpoint will take (client.current -> zipHourlyRain -> computeVerdict), without a
 * database. Also pins the stand-in's rain histories, which the API and e2e tests rely on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeVerdict, parseSaTime, zipHourlyRain, type TrailSurface } from '@trailfinder/shared-types';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../scripts/fake-open-meteo.mjs';
import { OpenMeteoClient } from '../src/modules/weather/open-meteo.js';

let fake: FakeOpenMeteo;
let client: OpenMeteoClient;
let nextPlace = 0;
/** Each test asks about its own trailhead, so per-place scenarios never collide. */
const place = () => ({ lat: -33.9 - nextPlace++ / 100, lng: 18.8 });

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  client = new OpenMeteoClient({ baseUrl: fake.url, timeoutMs: 2000 });
});
afterAll(() => fake.close());

async function verdictAt(at: { lat: number; lng: number }, surface: TrailSurface) {
  const data = await client.current(at);
  return computeVerdict({
    now: new Date(),
    surface,
    rainHourly: zipHourlyRain(data.hourly.time, data.hourly.precipitation),
    currentPrecipitationMm: data.current.precipitation,
    rainObservedAt: data.current.time,
    reports: [],
  });
}

describe('the stand-in asked for three past days of hourly rain', () => {
  // Like Open-Meteo: past_days=3 and forecast_days=1 give every hour of the three days before today
  // and of today (local time), so at 23:xx no hour lies ahead; the test holds at any hour.
  it('answers at least 72 past hours, through the end of today', async () => {
    const at = place();
    const data = await client.current(at);
    const [request] = fake.requests.filter((u) => Number(u.searchParams.get('latitude')) === at.lat);
    expect(request.searchParams.get('past_days')).toBe('3');
    const now = Date.now();
    const times = data.hourly.time.map((t) => parseSaTime(t));
    expect(times.filter((t) => t <= now).length).toBeGreaterThanOrEqual(72);
    expect(times).toHaveLength(4 * 24);
    expect(times.filter((t) => t > now).length).toBeLessThan(24);
  });

  it('dry: good even on clay, whatever rain the forecast hours hold', async () => {
    const at = place();
    fake.setScenario('dry', at);
    const data = await client.current(at);
    const future = data.hourly.time.flatMap((t, i) =>
      parseSaTime(t) > Date.now() ? [data.hourly.precipitation[i]] : [],
    );
    expect(future.every((mm) => mm === 3)).toBe(true);
    expect(await verdictAt(at, 'clay')).toMatchObject({
      verdict: 'good',
      reasons: ['No rain in the last 72 h'],
      rain: { past24hMm: 0, past72hMm: 0 },
      basis: 'rain',
    });
  });

  it('wet48h: 18 mm in the last 48 h keeps clay poor, leaves an unknown surface fair and sand good', async () => {
    const at = place();
    fake.setScenario('wet48h', at);
    expect(await verdictAt(at, 'clay')).toMatchObject({
      verdict: 'poor',
      reasons: ['18 mm of rain in the last 48 h', 'clay soil drains slowly'],
      rain: { past24hMm: 0, past72hMm: 18 },
    });
    expect((await verdictAt(at, 'unknown')).verdict).toBe('fair');
    expect((await verdictAt(at, 'sand')).verdict).toBe('good');
  });

  it('soaked: 45 mm in three days, 32 of them today, makes most trails poor', async () => {
    const at = place();
    fake.setScenario('soaked', at);
    const v = await verdictAt(at, 'unknown');
    expect(v).toMatchObject({ verdict: 'poor', rain: { past24hMm: 32, past72hMm: 45 } });
    expect(v.reasons[0]).toBe('45 mm of rain in the last 72 h, 32 mm of it in the last 24 h');
    expect((await verdictAt(at, 'rock')).verdict).toBe('poor');
  });

  it("keeps the older scenarios' rain: 12 mm spread over the last 24 h in 'rain'", async () => {
    const at = place();
    fake.setScenario('rain', at);
    const v = await verdictAt(at, 'loam');
    expect(v.rain.past72hMm).toBeCloseTo(12, 0);
    expect(v.rain.past24hMm).toBe(v.rain.past72hMm);
    expect(v.reasons).toContain('Raining at the trailhead now');
  });
});

describe('an exact rain history', () => {
  it('can be set for one trailhead over HTTP and cleared again', async () => {
    const at = place();
    const other = place();
    const set = await fetch(`${fake.url}/__scenario?rainHistory=3:2.5,30:10&latitude=${at.lat}&longitude=${at.lng}`);
    expect(set.status).toBe(200);
    expect((await verdictAt(at, 'gravel')).rain).toEqual({ past24hMm: 2.5, past72hMm: 12.5 });
    expect((await verdictAt(other, 'gravel')).rain).toEqual({ past24hMm: 0, past72hMm: 0 });

    await fetch(`${fake.url}/__scenario?rainHistory=&latitude=${at.lat}&longitude=${at.lng}`);
    expect((await verdictAt(at, 'gravel')).rain).toEqual({ past24hMm: 0, past72hMm: 0 });
  });

  it('refuses a history it cannot read', async () => {
    const res = await fetch(`${fake.url}/__scenario?rainHistory=lots`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { reason: string }).reason).toMatch(/hoursAgo:mm/);
  });

  it('can be set from a test directly, and a reset clears it', async () => {
    const at = place();
    fake.setRainHistory({ 1: 4 }, at);
    const v = await verdictAt(at, 'sand');
    expect(v).toMatchObject({ verdict: 'fair', rain: { past24hMm: 4, past72hMm: 4 } });
    expect(v.reasons).toContain('Wet from rain in the last 3 h');
    await fetch(`${fake.url}/__scenario?reset=1`);
    expect((await verdictAt(at, 'sand')).rain.past72hMm).toBe(0);
  });
});
