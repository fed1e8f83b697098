import { describe, expect, it } from 'vitest';
import {
  describeRain,
  formatMm,
  rainAfter,
  rainVerdict,
  readRainHistory,
  wetnessMm,
  zipHourlyRain,
} from './rain-history.js';
import { rainAround, spell } from './rain.fixture.js';
import { hoursUntilRideable, TRAIL_SURFACES } from './trail-conditions.js';

const now = new Date('2025-11-27T10:30:00+02:00');
const HOUR = 3_600_000;
const read = (rain: Record<number, number>, forecast = 0, pastHours = 72) =>
  readRainHistory(rainAround(now, rain, forecast, pastHours), now.getTime());

describe('readRainHistory', () => {
  it('totals the last 24 and 72 hours and ignores forecast hours', () => {
    const h = read({ 2: 1.5, 30: 10, 70: 3 }, 8);
    expect(h.past24hMm).toBe(1.5);
    expect(h.past48hMm).toBe(11.5);
    expect(h.past72hMm).toBe(14.5);
    expect(h.hours).toHaveLength(72);
  });
  it('says null for a span the readings do not cover', () => {
    const h = read({ 2: 1 }, 0, 50);
    expect(h.past24hMm).toBe(1);
    expect(h.past48hMm).toBe(1);
    expect(h.past72hMm).toBeNull();
  });
  it('skips hours without a reading', () => {
    const hours = rainAround(now, { 1: 4 }).map((h, i) => (i === 10 ? { ...h, mm: null } : h));
    const h = readRainHistory(hours, now.getTime());
    expect(h.hours).toHaveLength(71);
    expect(h.past72hMm).toBeNull();
    expect(h.past24hMm).toBe(4);
  });
  it("zips Open-Meteo's parallel arrays and reads its local times as SA time", () => {
    const rain = zipHourlyRain(['2025-11-27T09:00', '2025-11-27T10:00', '2025-11-27T11:00'], [0.5, null, 7]);
    expect(rain).toEqual([
      { time: '2025-11-27T09:00', mm: 0.5 },
      { time: '2025-11-27T10:00', mm: null },
      { time: '2025-11-27T11:00', mm: 7 },
    ]);
    const h = readRainHistory(rain, now.getTime());
    expect(h.hours.map((x) => x.mm)).toEqual([0.5]);
  });
});

describe('the drying bucket', () => {
  it('drains each surface at its own speed, matching hoursUntilRideable', () => {
    for (const surface of TRAIL_SURFACES) {
      // The fixture's hours end on the hour and `now` is half past: 'ago' hours means ago + 0.5 h.
      const hours = hoursUntilRideable(surface, 10);
      expect(wetnessMm(read({ [Math.ceil(hours)]: 10 }), surface), surface).toBeLessThanOrEqual(1);
      expect(wetnessMm(read({ [Math.floor(hours) - 1]: 10 }), surface), surface).toBeGreaterThan(1);
    }
  });
  it('keeps clay poor long after sand is good', () => {
    const h = read(spell(25, 30, 3));
    expect(rainVerdict(h, 'clay')).toBe('poor');
    expect(rainVerdict(h, 'unknown')).toBe('fair');
    expect(rainVerdict(h, 'sand')).toBe('good');
  });
  it('adds the rain falling right now', () => {
    const h = readRainHistory(rainAround(now), now.getTime(), 0.4);
    expect(wetnessMm(h, 'rock')).toBeCloseTo(0.4);
    expect(rainVerdict(h, 'rock')).toBe('fair');
  });
  it('calls a fast surface fair, not good, while rain of the last 3 h is still on it', () => {
    expect(rainVerdict(read({ 1: 1.2 }), 'paved')).toBe('fair');
    expect(rainVerdict(read({ 4: 1.2 }), 'paved')).toBe('good');
  });
  it('counts rain after a moment, including the whole hour it fell in', () => {
    const h = readRainHistory(rainAround(now, { 0: 1, 5: 2, 30: 4 }), now.getTime(), 0.5);
    expect(rainAfter(h, now.getTime() - 5.75 * HOUR)).toBe(3.5);
    expect(rainAfter(h, now.getTime() - 5 * 60_000)).toBe(0);
  });
});

describe('describeRain', () => {
  it('names the shortest span that holds all the rain', () => {
    expect(describeRain(read(spell(25, 30, 3)))).toBe('18 mm of rain in the last 48 h');
    expect(describeRain(read({ 3: 2.4 }))).toBe('2.4 mm of rain in the last 24 h');
    expect(describeRain(read({ 3: 4, 60: 20 }))).toBe('24 mm of rain in the last 72 h, 4 mm of it in the last 24 h');
  });
  it('says when there was no rain, within what the readings cover', () => {
    expect(describeRain(read({}, 5))).toBe('No rain in the last 72 h');
    expect(describeRain(read({}, 0, 50))).toBe('No rain in the last 48 h');
    expect(describeRain(readRainHistory([], now.getTime()))).toBeNull();
  });
  it('rounds to one decimal under 10 mm and to whole millimetres above', () => {
    expect(formatMm(2.449)).toBe('2.4');
    expect(formatMm(3)).toBe('3');
    expect(formatMm(17.6)).toBe('18');
  });
});
