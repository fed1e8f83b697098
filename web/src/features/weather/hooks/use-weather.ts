import { useDeviceBackedQuery, newerTimed } from '../../../lib/query/device-backed-query';
import { forecastQuery, readSaved, weatherQuery } from '../api';

/** The current weather at the trailhead: the device's last copy, refreshed every 5 minutes. */
export function useWeather(routeId: number, enabled: boolean) {
  return useDeviceBackedQuery({
    query: weatherQuery(routeId),
    enabled,
    readDevice: (db) => readSaved('weather', routeId, db),
    deps: [routeId],
    pick: newerTimed,
  });
}

/** The 7-day forecast: fetched only while its panel is open, refreshed every 10 minutes. */
export function useForecast(routeId: number, open: boolean) {
  return useDeviceBackedQuery({
    query: forecastQuery(routeId),
    enabled: open,
    readDevice: (db) => readSaved('forecast', routeId, db),
    deps: [routeId],
    pick: newerTimed,
  });
}
