import { describe, expect, it } from 'vitest';
import { formatEventDate, relativeEventTime } from './event-dates';

describe('event dates', () => {
  it("format as 'MMM dd, yyyy' in South African time", () => {
    expect(formatEventDate('2027-01-08T05:00:00.000Z')).toBe('Jan 08, 2027');
    expect(formatEventDate('2027-03-16T05:00:00.000Z')).toBe('Mar 16, 2027');
    // 23:30 UTC on 31 May is already 1 June in South Africa.
    expect(formatEventDate('2025-05-31T23:30:00.000Z')).toBe('Jun 01, 2025');
  });

  it('say how far away the event is', () => {
    const now = new Date('2025-06-10T08:00:00Z');
    expect(relativeEventTime('2025-06-10T15:00:00Z', now)).toBe('today');
    expect(relativeEventTime('2025-06-11T05:00:00Z', now)).toBe('tomorrow');
    expect(relativeEventTime('2025-06-15T05:00:00Z', now)).toBe('in 5 days');
    expect(relativeEventTime('2025-07-01T05:00:00Z', now)).toBe('in 3 weeks');
    expect(relativeEventTime('2025-08-20T05:00:00Z', now)).toBe('in 2 months');
    expect(relativeEventTime('2026-06-01T05:00:00Z', now)).toBe('in 1 year');
    expect(relativeEventTime('2025-06-08T05:00:00Z', now)).toBe('2 days ago');
  });

  it("throw 'Invalid time value' for an unreadable date", () => {
    expect(() => formatEventDate('not a date')).toThrow(new RangeError('Invalid time value'));
    expect(() => relativeEventTime('')).toThrow('Invalid time value');
  });
});
