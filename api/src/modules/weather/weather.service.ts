import {
  describeWeatherCode,
  zipHourlyRain,
  type ForecastResponse,
  type RainHour,
  type WeatherResponse,
} from '@trailfinder/shared-types';
import { CoalescingCache } from './coalescing-cache.js';
import { toDryingWeather, type DryingWeather } from './drying-weather.js';
import { OpenMeteoClient, type OpenMeteoCurrent, type OpenMeteoDaily, type OpenMeteoDrying } from './open-meteo.js';
import { trailConditions } from './trail-conditions.js';
import type { LatLng } from './trailhead.js';

export const FORECAST_DAYS = 7;
const MINUTE = 60_000;

const round1 = (v: number) => Math.round(v * 10) / 10;
const HOUR = 3_600_000;

/** Open-Meteo's local 'YYYY-MM-DDTHH:mm' read as if UTC: fine for differences within one zone. */
const localMs = (time: string) => Date.parse(`${time.length === 16 ? `${time}:00` : time}Z`);

/** Rain that fell over the `hours` before the observation, from the hourly series. */
function rainOver(data: OpenMeteoCurrent, hours: number): number {
  const now = localMs(data.current.time);
  const from = now - hours * HOUR;
  let sum = 0;
  data.hourly.time.forEach((t, i) => {
    const at = localMs(t);
    if (at > from && at <= now) sum += data.hourly.precipitation[i] ?? 0;
  });
  return round1(sum);
}

export function toWeatherResponse(data: OpenMeteoCurrent): WeatherResponse {
  const c = data.current;
  const observedAt = localMs(c.time) - data.utc_offset_seconds * 1000;
  const weather = {
    temperature: round1(c.temperature_2m),
    humidity: Math.round(c.relative_humidity_2m),
    windSpeed: round1(c.wind_speed_10m),
    windDirection: Math.round(c.wind_direction_10m),
    description: describeWeatherCode(c.weather_code),
    precipitation: round1(c.precipitation),
    precipitationLast24h: rainOver(data, 24),
    weatherCode: c.weather_code,
    timestamp: Number.isNaN(observedAt) ? new Date().toISOString() : new Date(observedAt).toISOString(),
  };
  const conditions = trailConditions({
    weatherCode: c.weather_code,
    temperature: c.temperature_2m,
    windSpeed: c.wind_speed_10m,
    precipitation: c.precipitation,
    rainLast24h: weather.precipitationLast24h,
    rainLast48h: rainOver(data, 48),
  });
  return { weather, ...conditions };
}

export function toForecastResponse(data: OpenMeteoDaily): ForecastResponse {
  const d = data.daily;
  const days = Math.min(
    d.time.length,
    d.weather_code.length,
    d.temperature_2m_max.length,
    d.temperature_2m_min.length,
    d.precipitation_probability_max.length,
    d.wind_speed_10m_max.length,
  );
  const daily = Array.from({ length: days }, (_, i) => ({
    date: d.time[i],
    description: describeWeatherCode(d.weather_code[i]),
    weatherCode: d.weather_code[i],
    precipitationProbability: Math.round(d.precipitation_probability_max[i] ?? 0),
    windSpeed: round1(d.wind_speed_10m_max[i]),
    maxTemp: round1(d.temperature_2m_max[i]),
    minTemp: round1(d.temperature_2m_min[i]),
  }));
  return { forecast: { daily } };
}

/** The trailhead's recent rain, as the trail verdict (computeVerdict) reads it. */
export interface RainReading {
  hourly: RainHour[];
  /** mm in the latest 15 minutes. */
  currentMm: number;
  /** Open-Meteo's local observation time (SA time, no offset). */
  observedAt: string;
}

type Upstream = 'current' | 'forecast' | 'drying';

export interface WeatherServiceOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Called once per failed upstream call (not once per waiting request). */
  onUpstreamError?: (err: unknown, what: Upstream) => void;
}

/**
 * Weather per trailhead, cached (current 5 minutes, forecast 10 minutes, the client's own refresh
 * intervals) with concurrent requests sharing one upstream call. A failure is remembered for
 * 15 seconds; a failed refresh serves the previous answer for up to 30 minutes.
 */
export class WeatherService {
  private readonly client: OpenMeteoClient;
  // The raw answer is cached, so the weather card and the trail verdict share one upstream call.
  private readonly currentCache = new CoalescingCache<OpenMeteoCurrent>({
    ttlMs: 5 * MINUTE,
    failureTtlMs: 15_000,
    staleMs: 30 * MINUTE,
  });
  private readonly forecastCache = new CoalescingCache<ForecastResponse>({
    ttlMs: 10 * MINUTE,
    failureTtlMs: 15_000,
    staleMs: 30 * MINUTE,
  });

  private readonly dryingCache = new CoalescingCache<OpenMeteoDrying>({
    ttlMs: 10 * MINUTE,
    failureTtlMs: 15_000,
    staleMs: 30 * MINUTE,
  });

  constructor(private readonly opts: WeatherServiceOptions) {
    this.client = new OpenMeteoClient(opts);
  }

  /** Keyed by trail and position, so moving a trailhead is not answered from the old spot. */
  async current(trailId: number, at: LatLng): Promise<WeatherResponse> {
    return toWeatherResponse(await this.currentRaw(trailId, at));
  }

  /** The last 72 h of hourly rain and the rain now, from the same cached answer as `current`. */
  async rain(trailId: number, at: LatLng): Promise<RainReading> {
    const data = await this.currentRaw(trailId, at);
    return {
      hourly: zipHourlyRain(data.hourly.time, data.hourly.precipitation),
      currentMm: data.current.precipitation,
      observedAt: data.current.time,
    };
  }

  private currentRaw(trailId: number, at: LatLng): Promise<OpenMeteoCurrent> {
    return this.currentCache.get(`${trailId}:${at.lat},${at.lng}`, () =>
      this.reported('current', () => this.client.current(at)),
    );
  }

  /** The drying outlook's inputs (7 past days of rain, evapotranspiration, soil moisture), cached 10 minutes. */
  async drying(trailId: number, at: LatLng): Promise<DryingWeather> {
    const data = await this.dryingCache.get(`${trailId}:${at.lat},${at.lng}`, () =>
      this.reported('drying', () => this.client.drying(at)),
    );
    return toDryingWeather(data, Date.now());
  }

  forecast(trailId: number, at: LatLng): Promise<ForecastResponse> {
    return this.forecastCache.get(`${trailId}:${at.lat},${at.lng}`, () =>
      this.reported('forecast', async () => toForecastResponse(await this.client.daily(at, FORECAST_DAYS))),
    );
  }

  private async reported<T>(what: Upstream, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (err) {
      this.opts.onUpstreamError?.(err, what);
      throw err;
    }
  }
}
