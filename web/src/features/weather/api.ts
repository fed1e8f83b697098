import type { ForecastResponse, WeatherResponse } from '@trailfinder/shared-types';
import { getJson } from '../../lib/api-client';
import { db, type ForecastSnapshot, type WeatherSnapshot } from '../../lib/db';

/** GET /api/routes/:id/weather; a failure becomes 'Failed to fetch weather data' (spec 8). */
export async function fetchWeather(routeId: number): Promise<WeatherResponse> {
  try {
    return await getJson<WeatherResponse>(`/api/routes/${routeId}/weather`);
  } catch (err) {
    throw new Error('Failed to fetch weather data', { cause: err });
  }
}

/** GET /api/routes/:id/forecast; a failure becomes 'Failed to fetch weather forecast' (spec 8). */
export async function fetchForecast(routeId: number): Promise<ForecastResponse> {
  try {
    return await getJson<ForecastResponse>(`/api/routes/${routeId}/forecast`);
  } catch (err) {
    throw new Error('Failed to fetch weather forecast', { cause: err });
  }
}

const keep = (what: string) => (err: unknown) => console.warn(`Could not keep the ${what} on this device`, err);

/** Fetches the current weather and keeps it (with its time) as the last weather seen. */
export async function refreshWeather(routeId: number): Promise<WeatherSnapshot> {
  const row = { routeId, data: await fetchWeather(routeId), fetchedAt: new Date().toISOString() };
  await db.weather.put(row).catch(keep('weather'));
  return row;
}

export async function refreshForecast(routeId: number): Promise<ForecastSnapshot> {
  const row = { routeId, data: await fetchForecast(routeId), fetchedAt: new Date().toISOString() };
  await db.forecasts.put(row).catch(keep('forecast'));
  return row;
}

export const readSavedWeather = (routeId: number) => db.weather.get(routeId);
export const readSavedForecast = (routeId: number) => db.forecasts.get(routeId);
