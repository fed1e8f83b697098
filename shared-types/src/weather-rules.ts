/** Weather rules without zod, for the web app's trail page and the API alike. */

/** How rideable a trail is right now, best first. */
export const TRAIL_STATUSES = ['excellent', 'good', 'fair', 'poor', 'closed'] as const;

/** WMO weather interpretation codes as Open-Meteo reports them. */
const WMO_DESCRIPTIONS: Record<number, string> = {
  0: 'Clear sky',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Fog',
  51: 'Drizzle',
  53: 'Drizzle',
  55: 'Drizzle',
  56: 'Freezing drizzle',
  57: 'Freezing drizzle',
  61: 'Rain',
  63: 'Rain',
  65: 'Rain',
  66: 'Freezing rain',
  67: 'Freezing rain',
  71: 'Snow',
  73: 'Snow',
  75: 'Snow',
  77: 'Snow grains',
  80: 'Rain showers',
  81: 'Rain showers',
  82: 'Rain showers',
  85: 'Snow showers',
  86: 'Snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with hail',
  99: 'Thunderstorm with hail',
};

export function describeWeatherCode(code: number): string {
  return WMO_DESCRIPTIONS[code] ?? 'Unknown';
}

/** The trail that always shows the rain warning (a fixed product rule). */
export const RAIN_WARNING_ROUTE_ID = 859;

/**
 * The trail page's 'Currently raining' warning shows when precipitation is above
 * 0, the code is drizzle/rain (51-67) or showers (80-82), the sky is overcast (3) with humidity
 * above 85 %, or the route is 859.
 */
export function showsRainWarning(
  weather: { precipitation: number; weatherCode: number; humidity: number },
  routeId: number,
): boolean {
  const code = weather.weatherCode;
  return (
    weather.precipitation > 0 ||
    (code >= 51 && code <= 67) ||
    (code >= 80 && code <= 82) ||
    (code === 3 && weather.humidity > 85) ||
    routeId === RAIN_WARNING_ROUTE_ID
  );
}
