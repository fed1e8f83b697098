import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseSaTime, saDate, saDateLabel, saTimeAgo, untilEndMs } from './sa-time.js';

const at = (sast: string) => Date.parse(`${sast}+02:00`);

describe('parseSaTime', () => {
  it('reads a bare local time as South African time and an ISO time as written', () => {
    expect(parseSaTime('2025-11-27T10:00')).toBe(Date.parse('2025-11-27T08:00:00Z'));
    expect(parseSaTime('2025-11-27')).toBe(Date.parse('2025-11-26T22:00:00Z'));
    expect(parseSaTime('2025-11-27T10:00:00Z')).toBe(Date.parse('2025-11-27T10:00:00Z'));
    expect(parseSaTime('2025-11-27T10:00:00.250')).toBe(Date.parse('2025-11-27T08:00:00.250Z'));
    expect(parseSaTime('2025-11-27T10:00:00+02:00')).toBe(Date.parse('2025-11-27T08:00:00Z'));
    expect(parseSaTime('not a time')).toBeNaN();
  });
});

describe('saTimeAgo', () => {
  const now = at('2025-11-27T15:30:00');
  it.each([
    ['2025-11-27T15:29:50', 'just now'],
    ['2025-11-27T15:29:00', '1 minute ago'],
    ['2025-11-27T15:10:00', '20 minutes ago'],
    ['2025-11-27T14:20:00', '1 hour ago'],
    ['2025-11-27T12:00:00', '3 hours ago'],
    ['2025-11-27T07:15:00', 'this morning'],
    ['2025-11-27T00:30:00', 'this morning'],
    ['2025-11-26T23:30:00', 'yesterday'],
    ['2025-11-25T12:00:00', '2 days ago'],
  ])('%s is %s', (then, phrase) => {
    expect(saTimeAgo(at(then), now)).toBe(phrase);
  });
  it('says this afternoon and this evening by the SA clock', () => {
    expect(saTimeAgo(at('2025-11-27T13:00:00'), at('2025-11-27T18:30:00'))).toBe('this afternoon');
    expect(saTimeAgo(at('2025-11-27T17:30:00'), at('2025-11-27T23:00:00'))).toBe('this evening');
  });
  it('turns the day at SA midnight, not UTC midnight', () => {
    // 18:00 and 00:30 SAST are the same UTC date, but a rider calls 18:00 "yesterday".
    expect(saTimeAgo(at('2025-11-26T18:00:00'), at('2025-11-27T00:30:00'))).toBe('yesterday');
  });
  it('treats a report from a clock a little ahead as just now', () => {
    expect(saTimeAgo(now + 60_000, now)).toBe('just now');
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2025-11-30')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('30/11/2025')).toBe(false);
    expect(isCalendarDate('2025-11-30T10:00')).toBe(false);
  });
  it("ends an 'until' date at the end of that SA day", () => {
    expect(untilEndMs('2025-11-30')).toBe(at('2025-12-01T00:00:00'));
    expect(untilEndMs('2025-11-30T12:00:00Z')).toBe(Date.parse('2025-11-30T12:00:00Z'));
  });
  it('labels a date the way riders write it, with the year only when it is not this year', () => {
    const now = at('2025-11-27T10:00:00');
    expect(saDateLabel('2025-11-30', now)).toBe('30 Nov');
    expect(saDateLabel('2026-01-05', now)).toBe('5 Jan 2026');
  });
  it("gives today's SA date even when UTC is still on yesterday", () => {
    expect(saDate(at('2025-11-27T01:00:00'))).toBe('2025-11-27');
  });
});
