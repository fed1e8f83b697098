/** Test fixtures: Open-Meteo-like hourly rain around a fixed "now" (used by the unit tests only). */
import type { RainHour } from './rain-history.js';

const HOUR = 3_600_000;

/**
 * 72 past hours plus 24 forecast hours ending on the hour before `now`, as ISO times.
 * `rain` maps "hours ago" (0 = the hour that ended most recently) to mm; `forecastMm` falls in
 * every future hour, which the verdict must ignore.
 */
export function rainAround(now: Date, rain: Record<number, number> = {}, forecastMm = 0, pastHours = 72): RainHour[] {
  const lastEnd = Math.floor(now.getTime() / HOUR) * HOUR;
  const hours: RainHour[] = [];
  for (let ago = pastHours - 1; ago >= -24; ago--) {
    const end = lastEnd - ago * HOUR;
    hours.push({ time: new Date(end).toISOString(), mm: ago < 0 ? forecastMm : (rain[ago] ?? 0) });
  }
  return hours;
}

/** `mm` in each of the hours from `fromAgo` to `toAgo` hours ago. */
export function spell(fromAgo: number, toAgo: number, mm: number): Record<number, number> {
  const out: Record<number, number> = {};
  for (let ago = fromAgo; ago <= toAgo; ago++) out[ago] = mm;
  return out;
}
