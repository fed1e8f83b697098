import { describe, expect, it } from 'vitest';
import {
  bySoonest,
  isUpcomingEvent,
  southAfricanDaysBetween,
  startOfDayIn,
  startOfSouthAfricanDay,
} from './event-calendar.js';

describe('the South African day', () => {
  it('starts at 22:00 UTC the evening before (UTC+2, no daylight saving)', () => {
    expect(startOfSouthAfricanDay(new Date('2025-03-10T21:59:59Z')).toISOString()).toBe('2025-03-09T22:00:00.000Z');
    expect(startOfSouthAfricanDay(new Date('2025-03-10T22:00:00Z')).toISOString()).toBe('2025-03-10T22:00:00.000Z');
  });

  it('works for zones with daylight saving too', () => {
    expect(startOfDayIn('Europe/London', new Date('2025-07-01T12:00:00Z')).toISOString()).toBe(
      '2025-06-30T23:00:00.000Z',
    );
  });

  it('counts calendar days in South Africa, not 24-hour periods', () => {
    const lateEvening = new Date('2025-03-10T21:30:00Z'); // 23:30 in Johannesburg
    expect(southAfricanDaysBetween(lateEvening, new Date('2025-03-10T22:30:00Z'))).toBe(1);
    expect(southAfricanDaysBetween(lateEvening, new Date('2025-03-10T05:00:00Z'))).toBe(0);
    expect(southAfricanDaysBetween(lateEvening, new Date('2025-03-08T12:00:00Z'))).toBe(-2);
  });
});

describe('the day start, in two zones', () => {
  it('is the same answer for the same instant, and kept apart by zone', () => {
    const at = new Date('2025-07-01T23:30:00Z');
    const first = startOfDayIn('Africa/Johannesburg', at).toISOString();
    expect(startOfDayIn('Africa/Johannesburg', at).toISOString()).toBe(first);
    expect(first).toBe('2025-07-01T22:00:00.000Z');
    expect(startOfDayIn('Europe/London', at).toISOString()).toBe('2025-07-01T23:00:00.000Z');
  });
});

describe('upcoming events', () => {
  const today = startOfSouthAfricanDay(new Date('2025-03-10T10:00:00Z'));
  it('counts an active event from the start of today (South African time) on', () => {
    expect(isUpcomingEvent({ isActive: true, eventDate: '2025-03-09T22:00:00.000Z' }, today)).toBe(true);
    expect(isUpcomingEvent({ isActive: true, eventDate: '2025-03-09T21:59:59.000Z' }, today)).toBe(false);
  });

  it('leaves out inactive events and unreadable dates', () => {
    expect(isUpcomingEvent({ isActive: false, eventDate: '2030-01-01T00:00:00.000Z' }, today)).toBe(false);
    expect(isUpcomingEvent({ isActive: true, eventDate: 'soon' }, today)).toBe(false);
  });

  it('lists the soonest first, then by id', () => {
    const events = [
      { id: 3, eventDate: '2025-04-01T05:00:00.000Z' },
      { id: 2, eventDate: '2025-03-20T05:00:00.000Z' },
      { id: 1, eventDate: '2025-04-01T05:00:00.000Z' },
    ];
    expect([...events].sort(bySoonest).map((e) => e.id)).toEqual([2, 1, 3]);
  });
});
