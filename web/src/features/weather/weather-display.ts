import { showsRainWarning } from '@trailfinder/shared-types/rules';
import type { CurrentWeather, TrailStatus } from '@trailfinder/shared-types';
import { saAsOf, zaUtcWeekday } from '../../lib/date-formats';

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** 16-point compass text for a direction in degrees (0 = north, 90 = east). */
export function compassDirection(degrees: number): string {
  if (!Number.isFinite(degrees)) return '—';
  const normalised = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalised / 22.5) % 16];
}

/** 'SW (225°)': the wind's compass direction and degrees. */
export function windDirectionText(degrees: number): string {
  return Number.isFinite(degrees) ? `${compassDirection(degrees)} (${Math.round(degrees)}°)` : '—';
}

/**
 * Spec 4: 'Currently raining' shows when precipitation is above 0, the code is 51-67 or 80-82,
 * the code is 3 with humidity above 85, or the route is 859 (the rule lives in shared-types).
 */
export function rainWarning(
  weather: Pick<CurrentWeather, 'precipitation' | 'weatherCode' | 'humidity'>,
  routeId: number,
) {
  return showsRainWarning(weather, routeId);
}

/**
 * The weather's trail status badge. Small text: each pair reads at 4.5:1 or more in light and dark
 * mode (app/badge-contrast.test.ts); brand.600 and orange.600 under white did not (3.7 and 3.6).
 */
export const TRAIL_STATUS_STYLE: Record<TrailStatus, { label: string; bg: string; color: string }> = {
  excellent: { label: 'Excellent', bg: 'green.700', color: 'white' },
  good: { label: 'Good', bg: 'brand.700', color: 'white' },
  fair: { label: 'Fair', bg: 'yellow.300', color: 'gray.900' },
  poor: { label: 'Poor', bg: 'orange.700', color: 'white' },
  closed: { label: 'Closed', bg: 'red.700', color: 'white' },
};

export function trailStatusStyle(status: string) {
  return TRAIL_STATUS_STYLE[status as TrailStatus] ?? { label: status, bg: 'gray.600', color: 'white' };
}

/**
 * When saved data is shown, in South African time whatever the device's zone: '14:05' on the same
 * SA day, else 'Fri 21 Nov, 14:05' (as the outlook and the access card say it).
 */
export function asOfText(iso: string, now = new Date()): string {
  return saAsOf(iso, now.getTime());
}

/** A forecast day ('YYYY-MM-DD', the trail's local date) as 'Sat, 22 Nov'. */
export function forecastDayText(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : zaUtcWeekday(d);
}
