/** The rain model: the last 72 hours of rain at the trailhead, weighed by how fast the surface drains. */
import { parseSaTime } from './sa-time.js';
import {
  FAIR_MAX_WETNESS_MM,
  GOOD_MAX_WETNESS_MM,
  SURFACE_DRYING,
  type TrailSurface,
  type TrailVerdict,
} from './trail-conditions.js';

/**
 * One hour of rain as Open-Meteo reports it (hourly `precipitation` is the sum over the hour
 * before `time`). `time` is ISO with an offset, or a bare SA local time; `mm` null = no reading.
 */
export interface RainHour {
  time: string;
  mm: number | null;
}

const HOUR = 3_600_000;
export const RAIN_WINDOW_HOURS = 72;
/** Rain this recent leaves roots and rock slippery whatever the surface. */
export const RECENT_RAIN_HOURS = 3;
export const RECENT_RAIN_MM = 1;
/** Open-Meteo's `current.precipitation` covers the last 15 minutes. */
const CURRENT_INTERVAL_MS = 15 * 60_000;

export interface RainHistory {
  /** When the readings were taken; later hours are forecasts and never counted. */
  observedMs: number;
  /** Readings within the 72 h before `observedMs`, oldest first. */
  hours: { endMs: number; mm: number }[];
  /** mm in the latest 15 minutes (Open-Meteo's current precipitation), 0 when not known. */
  currentMm: number;
  /** Totals, rounded to 0.1 mm; null when the readings do not cover the whole span. */
  past24hMm: number | null;
  past48hMm: number | null;
  past72hMm: number | null;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Open-Meteo's parallel `hourly.time` and `hourly.precipitation` arrays as rain hours. */
export function zipHourlyRain(time: readonly string[], mm: readonly (number | null)[]): RainHour[] {
  return time.map((t, i) => ({ time: t, mm: mm[i] ?? null }));
}

export function readRainHistory(rain: readonly RainHour[], observedMs: number, currentMm = 0): RainHistory {
  const from = observedMs - RAIN_WINDOW_HOURS * HOUR;
  const hours = rain
    .map((h) => ({ endMs: parseSaTime(h.time), mm: h.mm }))
    .filter((h): h is { endMs: number; mm: number } => {
      const reading = typeof h.mm === 'number' && Number.isFinite(h.mm) && h.mm >= 0;
      return reading && h.endMs > from && h.endMs <= observedMs;
    })
    .sort((a, b) => a.endMs - b.endMs);
  const total = (span: number) => {
    const inSpan = hours.filter((h) => h.endMs > observedMs - span * HOUR);
    return inSpan.length >= span ? round1(inSpan.reduce((sum, h) => sum + h.mm, 0)) : null;
  };
  const current = Number.isFinite(currentMm) && currentMm > 0 ? currentMm : 0;
  return { observedMs, hours, currentMm: current, past24hMm: total(24), past48hMm: total(48), past72hMm: total(72) };
}

/** Rain that fell after `ms` (an hour that ended after it counts whole: the rain may have come later). */
export function rainAfter(history: RainHistory, ms: number): number {
  const hourly = history.hours.filter((h) => h.endMs > ms).reduce((sum, h) => sum + h.mm, 0);
  return hourly + (ms < history.observedMs - CURRENT_INTERVAL_MS ? history.currentMm : 0);
}

/**
 * Water still in the trail: a bucket that fills with each hour's rain and drains at the
 * surface's speed, from 72 h ago (nothing known before) to the observation.
 */
export function wetnessMm(history: RainHistory, surface: TrailSurface): number {
  const drain = SURFACE_DRYING[surface].drainMmPerHour;
  let water = 0;
  let at = history.observedMs - RAIN_WINDOW_HOURS * HOUR;
  for (const h of history.hours) {
    water = Math.max(0, water - (drain * (h.endMs - at)) / HOUR) + h.mm;
    at = h.endMs;
  }
  return Math.max(0, water - (drain * (history.observedMs - at)) / HOUR) + history.currentMm;
}

export function recentRainMm(history: RainHistory): number {
  return rainAfter(history, history.observedMs - RECENT_RAIN_HOURS * HOUR);
}

/** The rain model's verdict: never `closed` (closing a trail is the manager's or the riders' word). */
export function rainVerdict(history: RainHistory, surface: TrailSurface): TrailVerdict {
  const water = wetnessMm(history, surface);
  const fromWater: TrailVerdict =
    water <= GOOD_MAX_WETNESS_MM ? 'good' : water <= FAIR_MAX_WETNESS_MM ? 'fair' : 'poor';
  return fromWater === 'good' && (recentRainMm(history) >= RECENT_RAIN_MM || history.currentMm > 0)
    ? 'fair'
    : fromWater;
}

/** '2.4 mm' under 10 mm, whole millimetres above. */
export function formatMm(mm: number): string {
  return mm < 10 ? String(round1(mm)) : String(Math.round(mm));
}

/**
 * One sentence on the rain: "18 mm of rain in the last 48 h" names the shortest of 24/48/72 h
 * that holds all of it; "No rain in the last 72 h"; null when there are no readings at all.
 */
export function describeRain(history: RainHistory): string | null {
  const spans = ([24, 48, 72] as const).filter((s) => totalFor(history, s) !== null);
  if (spans.length === 0) return null;
  const longest = spans[spans.length - 1];
  const total = totalFor(history, longest) ?? 0;
  if (total < 0.05) return `No rain in the last ${longest} h`;
  const span = spans.find((s) => (totalFor(history, s) ?? 0) >= total - 0.05) ?? longest;
  const last24 = history.past24hMm ?? 0;
  const tail = span > 24 && last24 >= 0.5 ? `, ${formatMm(last24)} mm of it in the last 24 h` : '';
  return `${formatMm(total)} mm of rain in the last ${span} h${tail}`;
}

function totalFor(history: RainHistory, span: 24 | 48 | 72): number | null {
  return span === 24 ? history.past24hMm : span === 48 ? history.past48hMm : history.past72hMm;
}
