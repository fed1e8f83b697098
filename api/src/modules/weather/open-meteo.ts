import { z } from 'zod';
import type { LatLng } from './trailhead.js';

/** South African trails: local dates and times are what riders think in. */
export const WEATHER_TIMEZONE = 'Africa/Johannesburg';

/** The fields of Open-Meteo's answers that we use; anything else it sends is ignored. */
export const OpenMeteoCurrent = z.object({
  utc_offset_seconds: z.number().int(),
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    precipitation: z.number(),
    weather_code: z.number().int(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
  }),
  hourly: z.object({
    time: z.array(z.string()),
    precipitation: z.array(z.number().nullable()),
  }),
});
export type OpenMeteoCurrent = z.infer<typeof OpenMeteoCurrent>;

export const OpenMeteoDaily = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number().int()),
    temperature_2m_max: z.array(z.number()),
    temperature_2m_min: z.array(z.number()),
    // Open-Meteo reports null where a model has no probability for that day.
    precipitation_probability_max: z.array(z.number().nullable()),
    wind_speed_10m_max: z.array(z.number()),
  }),
});
export type OpenMeteoDaily = z.infer<typeof OpenMeteoDaily>;

/**
 * What the drying outlook reads (decision 075): 7 past days and the days ahead of hourly rain
 * and top-layer soil moisture, daily evapotranspiration and rain sums, as Open-Meteo names them.
 * Soil moisture is not given everywhere, so it may be missing or null.
 */
export const OpenMeteoDrying = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    precipitation: z.array(z.number().nullable()),
    soil_moisture_0_to_1cm: z.array(z.number().nullable()).optional(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    et0_fao_evapotranspiration: z.array(z.number().nullable()),
    precipitation_sum: z.array(z.number().nullable()),
  }),
});
export type OpenMeteoDrying = z.infer<typeof OpenMeteoDrying>;

/** Why the upstream call failed, for the log; the client only ever sees a 503. */
export class UpstreamError extends Error {}

/** Open-Meteo's window: `past` days before today and `ahead` days from today on. */
const days = (past: number, ahead: number) => ({ past_days: String(past), forecast_days: String(ahead) });

export interface OpenMeteoClientOptions {
  baseUrl: string;
  timeoutMs: number;
}

export class OpenMeteoClient {
  constructor(private readonly opts: OpenMeteoClientOptions) {}

  /** Current conditions plus hourly rain for the past three days (the trail verdict weighs 72 h of rain). */
  current(at: LatLng): Promise<OpenMeteoCurrent> {
    return this.forecastCall(at, OpenMeteoCurrent, {
      current: 'temperature_2m,relative_humidity_2m,precipitation,weather_code,wind_speed_10m,wind_direction_10m',
      hourly: 'precipitation',
      ...days(3, 1),
    });
  }

  /** The drying outlook's inputs: past_days=7 and a week ahead (the API keeps 72 forecast hours). */
  drying(at: LatLng): Promise<OpenMeteoDrying> {
    return this.forecastCall(at, OpenMeteoDrying, {
      hourly: 'precipitation,soil_moisture_0_to_1cm',
      daily: 'et0_fao_evapotranspiration,precipitation_sum',
      ...days(7, 7),
    });
  }

  daily(at: LatLng, days: number): Promise<OpenMeteoDaily> {
    return this.forecastCall(at, OpenMeteoDaily, {
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,wind_speed_10m_max',
      forecast_days: String(days),
    });
  }

  private async forecastCall<T>(at: LatLng, schema: z.ZodType<T>, params: Record<string, string>): Promise<T> {
    const url = new URL(`${this.opts.baseUrl.replace(/\/+$/, '')}/v1/forecast`);
    const query = {
      latitude: String(at.lat),
      longitude: String(at.lng),
      ...params,
      timezone: WEATHER_TIMEZONE,
      wind_speed_unit: 'kmh',
    };
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);

    let body: unknown;
    try {
      // The signal also covers reading the body, so a server that stalls mid-answer times out too.
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new UpstreamError(`Open-Meteo answered ${res.status}`);
      }
      body = await res.json();
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new UpstreamError(`Open-Meteo request ${reason}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new UpstreamError(`Open-Meteo answer not understood: ${parsed.error.message}`);
    return parsed.data;
  }
}
