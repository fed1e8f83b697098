import type { ForecastResponse, WeatherResponse } from '@trailfinder/shared-types';
import { readSavedForecast, readSavedWeather, refreshForecast, refreshWeather } from '../api';
import { useCachedPoll } from './use-cached-poll';

/** Spec 9: weather refreshes every 5 minutes, the forecast every 10. */
export const WEATHER_REFRESH_MS = 5 * 60 * 1000;
export const FORECAST_REFRESH_MS = 10 * 60 * 1000;

export function useWeather(routeId: number, enabled: boolean) {
  return useCachedPoll<WeatherResponse>({
    routeId,
    enabled,
    intervalMs: WEATHER_REFRESH_MS,
    read: readSavedWeather,
    refresh: refreshWeather,
  });
}

/** Fetched only while the forecast panel is open (spec 4). */
export function useForecast(routeId: number, open: boolean) {
  return useCachedPoll<ForecastResponse>({
    routeId,
    enabled: open,
    intervalMs: FORECAST_REFRESH_MS,
    read: readSavedForecast,
    refresh: refreshForecast,
  });
}
