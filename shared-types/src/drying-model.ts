/**
 * The drying model: water in the trail hour by hour over the past 7 days and the days ahead.
 * Pure and zod-free like the verdict (decision 020), so the phone can show the last outlook
 * offline. Formula, constants and why: docs/decisions/075-drying-outlook-model.md.
 */
import { parseSaTime } from './sa-time.js';
import {
  FAIR_MAX_WETNESS_MM,
  GOOD_MAX_WETNESS_MM,
  SURFACE_DRYING,
  type TrailSurface,
  type TrailVerdict,
} from './trail-conditions.js';

/** The admin's word on how a trail drains compared with others of its surface (default normal). */
export const TRAIL_DRAINAGES = ['fast', 'normal', 'slow'] as const;
export type TrailDrainage = (typeof TRAIL_DRAINAGES)[number];
export const DRAINAGE_LABELS: Record<TrailDrainage, string> = {
  fast: 'Drains fast',
  normal: 'Drains normally',
  slow: 'Drains slowly',
};
/** Multiplies the surface's drying speed. */
export const DRAINAGE_FACTOR: Record<TrailDrainage, number> = { fast: 1.5, normal: 1, slow: 0.6 };

/** The evapotranspiration (mm a day) at which a surface dries at its decision-020 speed. */
export const REFERENCE_ET0_MM = 5;
/** A grey day still drains (gravity), a hot windy one does not dry soil without limit. */
export const ET0_FACTOR_MIN = 0.4;
export const ET0_FACTOR_MAX = 1.6;
/** Top 1 cm soil moisture (m³/m³) at or above which the surface is still damp: at best fair. */
export const SOIL_DAMP_M3 = 0.35;
/** How far back the model reads rain (Open-Meteo's past_days=7). */
export const HISTORY_HOURS = 168;
/** Water a fresh rider report stands for (good, fair, poor): the model restarts from it. */
export const REPORT_WATER_MM: Record<Exclude<TrailVerdict, 'closed'>, number> = { good: 0, fair: 3.5, poor: 10 };

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** One value per hour; `time` is the end of the hour (Open-Meteo's way), ISO or bare SA time. */
export interface HourValue {
  time: string;
  value: number | null;
}
/** One value per SA calendar day (YYYY-MM-DD). */
export interface DayValue {
  date: string;
  value: number | null;
}

export interface DryingInput {
  surface: TrailSurface;
  drainage: TrailDrainage;
  /** Hourly precipitation (mm): past 7 days and the forecast hours. */
  rainHourly: readonly HourValue[];
  /** Daily precipitation_sum (mm): fills forecast days the hourly series does not reach. */
  rainDaily?: readonly DayValue[];
  /** Daily et0_fao_evapotranspiration (mm). */
  et0Daily?: readonly DayValue[];
  /** Hourly soil_moisture_0_to_1cm (m³/m³), where given. */
  soilHourly?: readonly HourValue[];
}

export interface ModelHour {
  endMs: number;
  rainMm: number;
  /** False for a forecast hour neither the hourly nor the daily series covers (taken as dry). */
  rainKnown: boolean;
  waterMm: number;
  dryingMmPerDay: number;
  verdict: Exclude<TrailVerdict, 'closed'>;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const saDay = (ms: number) => new Date(ms + 2 * HOUR).toISOString().slice(0, 10);

function byTime(values: readonly HourValue[] | undefined): Map<number, number> {
  const out = new Map<number, number>();
  for (const v of values ?? []) {
    const ms = parseSaTime(v.time);
    if (Number.isFinite(ms) && typeof v.value === 'number' && Number.isFinite(v.value) && v.value >= 0)
      out.set(ms, v.value);
  }
  return out;
}
function byDate(values: readonly DayValue[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of values ?? [])
    if (typeof v.value === 'number' && Number.isFinite(v.value) && v.value >= 0) out.set(v.date, v.value);
  return out;
}

/** mm the trail loses a day on `date`: the surface's speed, the admin's drainage, that day's et0. */
export function dryingMmPerDay(input: DryingInput, et0Mm: number | undefined): number {
  const et0Factor = et0Mm === undefined ? 1 : clamp(et0Mm / REFERENCE_ET0_MM, ET0_FACTOR_MIN, ET0_FACTOR_MAX);
  return SURFACE_DRYING[input.surface].drainMmPerHour * DRAINAGE_FACTOR[input.drainage] * et0Factor * 24;
}

/**
 * The bucket, hour by hour, from `HISTORY_HOURS` before `nowMs` to `untilMs`: it fills with each
 * hour's rain and drains at `dryingMmPerDay / 24`. A reset `{ atMs, waterMm }` (a fresh rider
 * report) sets the water at that hour. Hours with no reading count as dry.
 */
export function simulateDrying(
  input: DryingInput,
  nowMs: number,
  untilMs: number,
  reset?: { atMs: number; waterMm: number } | null,
): ModelHour[] {
  const rain = byTime(input.rainHourly);
  const soil = byTime(input.soilHourly);
  const daily = byDate(input.rainDaily);
  const et0 = byDate(input.et0Daily);
  const lastHourly = Math.max(-Infinity, ...rain.keys());
  const start = Math.floor(nowMs / HOUR) * HOUR - HISTORY_HOURS * HOUR;
  const hours: ModelHour[] = [];
  let water = 0;
  const recent: number[] = [];
  for (let end = start + HOUR; end <= untilMs; end += HOUR) {
    const day = saDay(end - 1);
    const drying = dryingMmPerDay(input, et0.get(day));
    const dailyMm = end > lastHourly && end > nowMs ? daily.get(day) : undefined;
    const mm = rain.get(end) ?? (dailyMm === undefined ? 0 : dailyMm / 24);
    const rainKnown = rain.has(end) || dailyMm !== undefined || end <= nowMs;
    water = Math.max(0, water - drying / 24) + mm;
    if (reset && reset.atMs > end - HOUR && reset.atMs <= end) water = reset.waterMm;
    recent.push(mm);
    if (recent.length > 3) recent.shift();
    const wet = recent.reduce((s, v) => s + v, 0) >= 1 || (soil.get(end) ?? 0) >= SOIL_DAMP_M3;
    const fromWater = water <= GOOD_MAX_WETNESS_MM ? 'good' : water <= FAIR_MAX_WETNESS_MM ? 'fair' : 'poor';
    const verdict = fromWater === 'good' && wet ? 'fair' : fromWater;
    hours.push({ endMs: end, rainMm: mm, rainKnown, waterMm: water, dryingMmPerDay: drying, verdict });
  }
  return hours;
}

/** Start of the SA day holding `ms`. */
export function saDayStartMs(ms: number): number {
  return Math.floor((ms + 2 * HOUR) / DAY) * DAY - 2 * HOUR;
}
