/**
 * The drying outlook against made-up histories with answers worked out by hand (decision 075):
 * a dry week, a storm then sun, drizzle every day, sandy against clay. The clock is fixed at
 * Wed 25 Nov 2026 08:30 SAST; hours are "hours ago" from the hour that ended at 08:00.
 */
import { describe, expect, it } from 'vitest';
import { computeOutlook, rideableFromLabel, type OutlookInput } from './drying-outlook.js';
import type { DayValue, HourValue, TrailDrainage } from './drying-model.js';
import { computeVerdict } from './trail-verdict.js';
import type { TrailSurface } from './trail-conditions.js';

const NOW = new Date('2026-11-25T06:30:00Z');
const HOUR = 3_600_000;
const LAST_END = Math.floor(NOW.getTime() / HOUR) * HOUR;

/** 168 past hours and 72 ahead; `mm(hoursAgo)` gives each (negative: a forecast hour). */
function hourly(mm: (hoursAgo: number) => number): HourValue[] {
  const out: HourValue[] = [];
  for (let ago = 167; ago >= -72; ago--)
    out.push({ time: new Date(LAST_END - ago * HOUR).toISOString(), value: mm(ago) });
  return out;
}
const days = (value: number): DayValue[] =>
  Array.from({ length: 15 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 18 + i)).toISOString().slice(0, 10),
    value,
  }));
/** The SA hour (0-23) at which the hour `ago` ended. */
const saHourOf = (ago: number) => new Date(LAST_END - ago * HOUR + 2 * HOUR).getUTCHours();

const HISTORIES = {
  dryWeek: { rain: hourly(() => 0), et0: 6 },
  /** 40 mm: 5 mm an hour in the 8 hours ending 20-27 hours ago (Tue 05:00-12:00), sun since. */
  stormThenSun: { rain: hourly((ago) => (ago >= 20 && ago <= 27 ? 5 : 0)), et0: 5 },
  /** 1 mm an hour in the hours ending 07:00-10:00 every morning, past and forecast; grey days. */
  drizzle: { rain: hourly((ago) => ([7, 8, 9, 10].includes(saHourOf(ago)) ? 1 : 0)), et0: 2 },
};

function outlookOf(
  history: keyof typeof HISTORIES,
  surface: TrailSurface,
  drainage: TrailDrainage = 'normal',
  extra: Partial<OutlookInput> = {},
) {
  const { rain, et0 } = HISTORIES[history];
  const base = { now: NOW, surface, reports: extra.reports ?? [], adminStatus: extra.adminStatus ?? null };
  const current = computeVerdict({ ...base, rainHourly: rain.map((h) => ({ time: h.time, mm: h.value })) });
  return computeOutlook({
    ...base,
    drainage,
    rainHourly: rain,
    et0Daily: days(et0),
    currentVerdict: current.verdict,
    ...extra,
  });
}
const verdicts = (o: ReturnType<typeof computeOutlook>) => o.outlook.map((d) => d.verdict);

describe('the drying outlook', () => {
  it('a dry week: good all week, nothing to wait for', () => {
    const o = outlookOf('dryWeek', 'clay');
    expect(o.rideableFrom).toBeNull();
    expect(o.outlook.map((d) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(verdicts(o)).toEqual(Array(7).fill('good'));
    // et0 6 mm: clay's 0.35 mm/h x 1.2 = 10 mm a day.
    expect(o.outlook[0].reason).toBe('Estimate: no rain in the last 7 days; drying about 10 mm a day');
    expect(o.outlook[1].reason).toBe('Estimate: no rain forecast; drying about 10 mm a day');
  });

  it('a storm then sun, surface unknown: 36.5 mm left at noon Tue, 0.5 mm an hour, good from Fri 11:00', () => {
    const o = outlookOf('stormThenSun', 'unknown');
    expect(o.rideableFrom).toBe('2026-11-27T09:00:00.000Z');
    expect(rideableFromLabel(o.rideableFrom!)).toBe('Likely rideable from Fri 11:00');
    expect(verdicts(o)).toEqual(['poor', 'poor', 'good', 'good', 'good', 'good', 'good']);
    expect(o.outlook[0].reason).toBe('Estimate: 40 mm in the last 48 h; drying about 12 mm a day');
    expect(o.outlook[2].reason).toBe('Estimate: still drying from earlier rain; drying about 12 mm a day');
  });

  it('the admin says it drains fast: 0.75 mm an hour, good from Thu 09:00', () => {
    const o = outlookOf('stormThenSun', 'unknown', 'fast');
    expect(rideableFromLabel(o.rideableFrom!)).toBe('Likely rideable from Thu 09:00');
    expect(verdicts(o).slice(0, 3)).toEqual(['poor', 'good', 'good']);
  });

  it('sandy against clay after the same storm: sand is good already, clay dries on Sat night, so Sun 06:00', () => {
    const sand = outlookOf('stormThenSun', 'sand');
    expect(sand.rideableFrom).toBeNull();
    expect(verdicts(sand)).toEqual(Array(7).fill('good'));
    expect(sand.outlook[0].reason).toBe('Estimate: 40 mm in the last 48 h; drying about 72 mm a day');

    const clay = outlookOf('stormThenSun', 'clay');
    expect(rideableFromLabel(clay.rideableFrom!)).toBe('Likely rideable from Sun 06:00');
    expect(verdicts(clay)).toEqual(['poor', 'poor', 'poor', 'fair', 'good', 'good', 'good']);
  });

  it('drizzle every day: fair each day on an average trail, worse and worse on slow clay', () => {
    // Beyond the 72 forecast hours (Sat 08:00) the daily sum (4 mm) is spread over the day:
    // 0.17 mm an hour, less than the 0.2 mm the trail loses, so those days read good (decision 075).
    const rainDaily = days(4);
    const average = outlookOf('drizzle', 'unknown', 'normal', { rainDaily });
    expect(verdicts(average)).toEqual(['fair', 'fair', 'fair', 'fair', 'good', 'good', 'good']);
    expect(average.outlook[1].reason).toBe('Estimate: 4 mm of rain forecast; drying about 4.8 mm a day');
    const clay = outlookOf('drizzle', 'clay', 'slow', { rainDaily });
    expect(verdicts(clay)).toEqual(Array(7).fill('poor'));
    expect(clay.rideableFrom).toBeNull();
  });

  it('top-layer soil moisture at 0.35 or more keeps a dry-looking trail fair', () => {
    const soil = HISTORIES.dryWeek.rain.map((h) => ({ time: h.time, value: 0.4 }));
    const o = outlookOf('dryWeek', 'rock', 'normal', { soilHourly: soil, currentVerdict: 'fair' });
    // The soil series covers the 72 forecast hours; after it only the water counts.
    expect(verdicts(o)).toEqual(['fair', 'fair', 'fair', 'good', 'good', 'good', 'good']);
    expect(rideableFromLabel(o.rideableFrom!)).toBe('Likely rideable from Sat 09:00');
    expect(o.outlook[4].reason).toBe('Estimate: no rain forecast data, taken as dry; drying about 58 mm a day');
  });

  it('a rider report newer than the rain overrides it: "dry" an hour ago makes clay good today', () => {
    const reports = [{ condition: 'dry' as const, createdAt: '2026-11-25T05:20:00Z', hidden: false }];
    const o = outlookOf('stormThenSun', 'clay', 'normal', { reports });
    expect(o.rideableFrom).toBeNull();
    expect(verdicts(o)).toEqual(Array(7).fill('good'));
  });

  it('the manager closed it until Thu: closed days, then the estimate', () => {
    const adminStatus = { status: 'closed' as const, until: '2026-11-26', updatedAt: '2026-11-24T08:00:00Z' };
    const o = outlookOf('stormThenSun', 'unknown', 'normal', { adminStatus });
    expect(verdicts(o)).toEqual(['closed', 'closed', 'good', 'good', 'good', 'good', 'good']);
    expect(o.outlook[0].reason).toBe('Closed by the trail manager until 26 Nov');
    expect(rideableFromLabel(o.rideableFrom!)).toBe('Likely rideable from Fri 11:00');
  });

  it('a fallen tree reported by riders: closed every day and no date', () => {
    const reports = [{ condition: 'blocked' as const, createdAt: '2026-11-25T05:00:00Z', hidden: false }];
    const o = outlookOf('dryWeek', 'rock', 'normal', { reports, currentVerdict: 'closed' });
    expect(verdicts(o)).toEqual(Array(7).fill('closed'));
    expect(o.rideableFrom).toBeNull();
  });
});
