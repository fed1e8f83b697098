import { describe, expect, it, vi } from 'vitest';
import { relativeTime, usDateInSouthAfrica, usShortDateInSouthAfrica, zaUtcWeekday } from './date-formats';
import { formatNewsDate, formatSyncTime } from './dates';

const intlNews = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const intlSync = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

/** Every month, days 1-28 and 31 where they exist, at times around midnight and noon. */
const samples = Array.from({ length: 12 }, (_, month) =>
  [1, 9, 10, 28, 31].flatMap((day) =>
    [
      [0, 0],
      [7, 3],
      [12, 30],
      [23, 59],
    ].map(([h, m]) => new Date(2026, month, day, h, m)),
  ),
)
  .flat()
  .filter((d) => d.getHours() !== 0 || d.getMinutes() === 0);

describe('our date formats', () => {
  it("write what Intl's en-US date writes for news and reviews", () => {
    for (const d of samples) expect(formatNewsDate(d.toISOString())).toBe(intlNews.format(d));
  });

  it("write what Intl's en-ZA medium date and short time write for the sync note", () => {
    for (const d of samples) expect(formatSyncTime(d.toISOString())).toBe(intlSync.format(d));
    expect(formatSyncTime(new Date(2026, 10, 5, 7, 3).toISOString())).toBe('05 Nov 2026, 07:03');
  });

  it("write what Intl's en-ZA weekdays write for the forecast days", () => {
    const weekday = new Intl.DateTimeFormat('en-ZA', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (const d of samples) {
      expect(zaUtcWeekday(d)).toBe(weekday.format(d));
    }
    expect(zaUtcWeekday(new Date('2026-09-05T00:00:00Z'))).toBe('Sat, 05 Sept');
  });

  it("write what Intl's en-US dates in South African time write for events and news", () => {
    const inSouthAfrica = (day: '2-digit' | 'numeric') =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day, year: 'numeric', timeZone: 'Africa/Johannesburg' });
    const event = inSouthAfrica('2-digit');
    const news = inSouthAfrica('numeric');
    // Around South African and UTC midnight, where the day differs between the two.
    const times = samples.flatMap((d) => [
      d,
      new Date(Date.UTC(2026, d.getMonth(), d.getDate(), 21, 59)),
      new Date(Date.UTC(2026, d.getMonth(), d.getDate(), 22, 0)),
    ]);
    for (const d of times) {
      expect(usDateInSouthAfrica(d)).toBe(event.format(d));
      expect(usShortDateInSouthAfrica(d)).toBe(news.format(d));
    }
  });

  it("write what Intl's English relative times write", () => {
    const always = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const auto = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    for (const unit of ['day', 'week', 'month', 'year'] as const) {
      for (const v of [0, -0, 1, -1, 2, -2, 6, -6, 11, 999, 1000, -1500, 1234567]) {
        expect(relativeTime(v, unit)).toBe(always.format(v, unit));
      }
    }
    for (const v of [0, -0, 1, -1, 2, -2, 6, -6]) expect(relativeTime(v, 'day', true)).toBe(auto.format(v, 'day'));
  });

  it('give an empty string, and a warning, for a time that is not one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatSyncTime('not a date')).toBe('');
    expect(formatNewsDate('')).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
