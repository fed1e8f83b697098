import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  describeWeatherCode,
  ForecastResponse,
  showsRainWarning,
  WeatherResponse,
  type Trail,
} from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../scripts/fake-open-meteo.mjs';
import { TrailSchema } from '../src/modules/trails/trail.entity.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let fake: FakeOpenMeteo;
let routes: Trail[];
let next = 0;

const TIMEOUT_MS = 800;

/** Each test takes trails of its own, so one test's cached answers never serve another's. */
function freshTrail(): { id: number; lat: number; lng: number } {
  const r = routes[next++];
  const [[lat, lng]] = JSON.parse(r.coordinates) as [number, number][];
  return { id: r.id, lat, lng };
}
const hitsFor = (t: { lat: number; lng: number }) =>
  fake.requests.filter(
    (u) => Number(u.searchParams.get('latitude')) === t.lat && Number(u.searchParams.get('longitude')) === t.lng,
  );

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  ({ app, close } = await createTestApp({ OPEN_METEO_BASE_URL: fake.url, WEATHER_TIMEOUT_MS: String(TIMEOUT_MS) }));
  routes = (await app.inject('/api/routes')).json();
});
afterAll(async () => {
  await close();
  await fake.close();
});

describe('GET /api/routes/:id/weather', () => {
  it('answers the trailhead weather in the API weather shape, asking Open-Meteo the right way', async () => {
    const t = freshTrail();
    const res = await app.inject(`/api/routes/${t.id}/weather`);
    expect(res.statusCode).toBe(200);
    const body = WeatherResponse.parse(res.json());
    expect(body.weather).toMatchObject({
      temperature: 22.4,
      humidity: 45,
      windSpeed: 11.2,
      windDirection: 135,
      description: 'Mainly clear',
      precipitation: 0,
      precipitationLast24h: 0,
      weatherCode: 1,
    });
    expect(Number.isNaN(Date.parse(body.weather.timestamp))).toBe(false);
    expect(body.trailStatus).toBe('excellent');
    expect(body.recommendation).toMatch(/Excellent riding conditions/);

    const [call] = hitsFor(t);
    expect(call.pathname).toBe('/v1/forecast');
    expect(call.searchParams.get('timezone')).toBe('Africa/Johannesburg');
    expect(call.searchParams.get('wind_speed_unit')).toBe('kmh');
    expect(call.searchParams.get('current')?.split(',').sort()).toEqual(
      [
        'temperature_2m',
        'relative_humidity_2m',
        'precipitation',
        'weather_code',
        'wind_speed_10m',
        'wind_direction_10m',
      ].sort(),
    );
    expect(call.searchParams.get('hourly')).toBe('precipitation');
    expect(call.searchParams.get('past_days')).toBe('3');
  });

  it('reports rain with a poor trail status, the rain warning and advice', async () => {
    const t = freshTrail();
    fake.setScenario('rain', t);
    const body = WeatherResponse.parse((await app.inject(`/api/routes/${t.id}/weather`)).json());
    expect(body.weather.description).toBe('Rain');
    expect(body.weather.weatherCode).toBe(63);
    expect(body.weather.precipitation).toBeGreaterThan(0);
    expect(body.weather.precipitationLast24h).toBeCloseTo(12, 0);
    expect(body.trailStatus).toBe('poor');
    expect(body.recommendation).toMatch(/rain/i);
    expect(showsRainWarning(body.weather, t.id)).toBe(true);
  });

  it('closes the trail in a thunderstorm', async () => {
    const t = freshTrail();
    fake.setScenario('storm', t);
    const body = WeatherResponse.parse((await app.inject(`/api/routes/${t.id}/weather`)).json());
    expect(body.weather.description).toBe('Thunderstorm');
    expect(body.trailStatus).toBe('closed');
    expect(body.recommendation).toMatch(/Thunderstorm/);
  });

  it('warns about heat and strong wind', async () => {
    const hot = freshTrail();
    const windy = freshTrail();
    fake.setScenario('hot', hot);
    fake.setScenario('windy', windy);
    const h = WeatherResponse.parse((await app.inject(`/api/routes/${hot.id}/weather`)).json());
    expect(h.trailStatus).toBe('fair');
    expect(h.recommendation).toMatch(/water/);
    const w = WeatherResponse.parse((await app.inject(`/api/routes/${windy.id}/weather`)).json());
    expect(w.trailStatus).toBe('poor');
    expect(w.recommendation).toMatch(/wind/i);
  });

  it('gives each trail status from a stand-in scenario, for the journeys that walk them', async () => {
    const expected = { clear: 'excellent', warm: 'good', hot: 'fair', windy: 'poor', heat: 'poor', storm: 'closed' };
    for (const [scenario, status] of Object.entries(expected)) {
      const t = freshTrail();
      fake.setScenario(scenario as keyof typeof expected, t);
      const body = WeatherResponse.parse((await app.inject(`/api/routes/${t.id}/weather`)).json());
      expect(body.trailStatus, scenario).toBe(status);
    }
    const heat = freshTrail();
    fake.setScenario('heat', heat);
    expect((await app.inject(`/api/routes/${heat.id}/weather`)).json().recommendation).toMatch(
      /^Extreme heat \(41\.3 °C\)/,
    );
  });

  it('makes one upstream call for 20 concurrent requests, then serves from the cache', async () => {
    const t = freshTrail();
    fake.setDelay(150); // the crowd arrives while the first call is still out
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject(`/api/routes/${t.id}/weather`)));
    fake.setDelay(0);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(hitsFor(t)).toHaveLength(1);

    const again = await app.inject(`/api/routes/${t.id}/weather`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(answers[0].body);
    expect(hitsFor(t)).toHaveLength(1);
  });

  it('answers 503 when Open-Meteo fails, sends bad JSON, drops the connection or hangs', async () => {
    for (const scenario of ['error', 'malformed', 'drop', 'hang'] as const) {
      const t = freshTrail();
      fake.setScenario(scenario, t);
      const res = await app.inject(`/api/routes/${t.id}/weather`);
      expect(res.statusCode, scenario).toBe(503);
      expect(res.json(), scenario).toEqual({ message: 'Weather data unavailable' });
      expect(hitsFor(t), scenario).toHaveLength(1);
    }
  });

  it('shares one timed-out call among concurrent requests while Open-Meteo hangs', async () => {
    const t = freshTrail();
    fake.setScenario('hang', t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(`/api/routes/${t.id}/weather`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(503));
    expect(hitsFor(t)).toHaveLength(1);
  });

  it('answers 404 for an unknown trail and 400 for a bad id, without calling Open-Meteo', async () => {
    const before = fake.hits();
    const missing = await app.inject('/api/routes/999999/weather');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Route not found' });
    expect((await app.inject('/api/routes/999999/forecast')).json()).toEqual({ message: 'Route not found' });
    expect((await app.inject('/api/routes/abc/weather')).statusCode).toBe(400);
    expect(fake.hits()).toBe(before);
  });

  it('refuses a trail whose trailhead is not two real numbers, without calling Open-Meteo', async () => {
    const t = freshTrail();
    await app.orm.em.fork().nativeUpdate(TrailSchema, { id: t.id }, { coordinates: [['x', 18] as never] });
    app.trails.invalidate();
    const before = fake.hits();
    const res = await app.inject(`/api/routes/${t.id}/weather`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/coordinates/);
    expect((await app.inject(`/api/routes/${t.id}/forecast`)).statusCode).toBe(422);
    expect(fake.hits()).toBe(before);
  });
});

describe('GET /api/routes/:id/forecast', () => {
  it('answers 7 days with descriptions, cached separately from the current weather', async () => {
    const t = freshTrail();
    const res = await app.inject(`/api/routes/${t.id}/forecast`);
    expect(res.statusCode).toBe(200);
    const { forecast } = ForecastResponse.parse(res.json());
    expect(forecast.daily).toHaveLength(7);
    expect(forecast.daily[0]).toMatchObject({
      description: 'Mainly clear',
      weatherCode: 1,
      maxTemp: 24,
      minTemp: 11,
      windSpeed: 15,
      precipitationProbability: 0,
    });
    expect(forecast.daily[4].description).toBe('Rain');
    expect(forecast.daily.map((d) => d.date)).toEqual([...forecast.daily.map((d) => d.date)].sort());
    const [call] = hitsFor(t);
    expect(call.searchParams.get('forecast_days')).toBe('7');
    expect(call.searchParams.get('daily')?.split(',').sort()).toEqual(
      [
        'weather_code',
        'temperature_2m_max',
        'temperature_2m_min',
        'precipitation_probability_max',
        'wind_speed_10m_max',
      ].sort(),
    );

    await app.inject(`/api/routes/${t.id}/forecast`);
    expect(hitsFor(t)).toHaveLength(1);
    await app.inject(`/api/routes/${t.id}/weather`);
    expect(hitsFor(t)).toHaveLength(2);
  });

  it("answers 503 'Forecast data unavailable' when Open-Meteo fails or hangs", async () => {
    for (const scenario of ['error', 'hang'] as const) {
      const t = freshTrail();
      fake.setScenario(scenario, t);
      const res = await app.inject(`/api/routes/${t.id}/forecast`);
      expect(res.statusCode, scenario).toBe(503);
      expect(res.json()).toEqual({ message: 'Forecast data unavailable' });
    }
  });
});

describe('weather codes', () => {
  it('maps every WMO code of the table to its description', () => {
    const table: Record<string, number[]> = {
      'Clear sky': [0],
      'Mainly clear': [1],
      'Partly cloudy': [2],
      Overcast: [3],
      Fog: [45, 48],
      Drizzle: [51, 53, 55],
      'Freezing drizzle': [56, 57],
      Rain: [61, 63, 65],
      'Freezing rain': [66, 67],
      Snow: [71, 73, 75],
      'Snow grains': [77],
      'Rain showers': [80, 81, 82],
      'Snow showers': [85, 86],
      Thunderstorm: [95],
      'Thunderstorm with hail': [96, 99],
    };
    for (const [description, codes] of Object.entries(table))
      for (const code of codes) expect(describeWeatherCode(code), String(code)).toBe(description);
    expect(describeWeatherCode(42)).toBe('Unknown');
  });

  it('shows the rain warning on the route that always has it', () => {
    const dry = { precipitation: 0, weatherCode: 1, humidity: 40 };
    expect(showsRainWarning(dry, 1)).toBe(false);
    expect(showsRainWarning({ ...dry, precipitation: 0.1 }, 1)).toBe(true);
    for (const code of [51, 61, 67, 80, 82]) expect(showsRainWarning({ ...dry, weatherCode: code }, 1)).toBe(true);
    expect(showsRainWarning({ ...dry, weatherCode: 3, humidity: 85 }, 1)).toBe(false);
    expect(showsRainWarning({ ...dry, weatherCode: 3, humidity: 86 }, 1)).toBe(true);
    expect(showsRainWarning(dry, 859)).toBe(true);
  });
});
