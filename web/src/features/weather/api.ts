import { queryOptions } from '@tanstack/react-query';
import type { ForecastResponse, WeatherResponse } from '@trailfinder/shared-types';
import { getJson } from '../../lib/api-client';
import type { ForecastSnapshot, TrailDb, WeatherSnapshot } from '../../lib/db';
import { keepOnDevice, loadDb } from '../../lib/device-db';
import { FRESHNESS } from '../../lib/query/freshness';
import { queryKeys } from '../../lib/query/query-keys';
import { savedWhileFresh } from '../../lib/query/device-backed-query';

/** GET /api/routes/:id/weather; a failure becomes 'Failed to fetch weather data'. */
export async function fetchWeather(routeId: number): Promise<WeatherResponse> {
  try {
    return await getJson<WeatherResponse>(`/api/routes/${routeId}/weather`);
  } catch (err) {
    throw new Error('Failed to fetch weather data', { cause: err });
  }
}

/** GET /api/routes/:id/forecast; a failure becomes 'Failed to fetch weather forecast'. */
export async function fetchForecast(routeId: number): Promise<ForecastResponse> {
  try {
    return await getJson<ForecastResponse>(`/api/routes/${routeId}/forecast`);
  } catch (err) {
    throw new Error('Failed to fetch weather forecast', { cause: err });
  }
}

/** The two answers about a trailhead, each kept on the device as the last one seen. */
const TRAILHEAD = {
  weather: {
    fetch: fetchWeather,
    table: (db: TrailDb) => db.weather,
    key: queryKeys.weather,
    freshness: FRESHNESS.weather,
  },
  forecast: {
    fetch: fetchForecast,
    table: (db: TrailDb) => db.forecasts,
    key: queryKeys.forecast,
    freshness: FRESHNESS.forecast,
  },
};
type Kind = keyof typeof TRAILHEAD;
type Row<K extends Kind> = K extends 'weather' ? WeatherSnapshot : ForecastSnapshot;

export const readSaved = async <K extends Kind>(kind: K, routeId: number, db?: TrailDb) =>
  TRAILHEAD[kind].table(db ?? (await loadDb())).get(routeId) as Promise<Row<K> | undefined>;

/**
 * A trailhead answer: a saved copy younger than its refresh interval is used as is, else it is
 * fetched and kept (with its time) as the last one seen.
 */
function trailheadQuery<K extends Kind>(kind: K, routeId: number) {
  const { fetch, table, key, freshness } = TRAILHEAD[kind];
  const fetchAndKeep = async () => {
    const row = { routeId, data: await fetch(routeId), fetchedAt: new Date().toISOString() } as Row<K>;
    // Each kind's row goes to its own table; TypeScript cannot pair a generic kind with its table.
    await keepOnDevice(kind, (db) => table(db).put(row as WeatherSnapshot & ForecastSnapshot));
    return row;
  };
  return queryOptions({
    queryKey: key(routeId),
    queryFn: savedWhileFresh(() => readSaved(kind, routeId), fetchAndKeep, freshness.staleTime),
    ...freshness,
  });
}

export const weatherQuery = (routeId: number) => trailheadQuery('weather', routeId);
export const forecastQuery = (routeId: number) => trailheadQuery('forecast', routeId);
