import { EVENT_TIME_ZONE } from './event-filters.js';

/**
 * When an event counts as upcoming, and the order events are listed in: the same on the server
 * (GET /api/events) and on the device (the events section off-grid).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone is ahead of UTC at `at` (e.g. +2 h for South Africa). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the calendar day containing `now` began in `timeZone` (midnight local time). */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const offset = zoneOffsetMs(timeZone, now);
  const local = new Date(now.getTime() + offset);
  const midnightWall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnightWall - zoneOffsetMs(timeZone, new Date(midnightWall - offset)));
}

/** Midnight at the start of `now`'s day in South Africa, wherever the server or phone is set. */
export const startOfSouthAfricanDay = (now: Date): Date => startOfDayIn(EVENT_TIME_ZONE, now);

/** Whole South African calendar days from `from` to `to` (0 = same day, 1 = tomorrow, -1 = yesterday). */
export function southAfricanDaysBetween(from: Date, to: Date): number {
  return Math.round((startOfSouthAfricanDay(to).getTime() - startOfSouthAfricanDay(from).getTime()) / DAY_MS);
}

/**
 * Active and dated from `today` on, `today` being the start of the day in South Africa
 * (`startOfSouthAfricanDay(now)`, worked out once for a whole list); an unreadable date is not upcoming.
 */
export function isUpcomingEvent(e: { isActive: boolean; eventDate: string }, today: Date): boolean {
  const at = Date.parse(e.eventDate);
  return e.isActive && !Number.isNaN(at) && at >= today.getTime();
}

/** Soonest first, then by id: the order of GET /api/events and of the device's list. */
export const EVENT_ORDER = ['eventDate', 'id'] as const;

export function bySoonest(a: { eventDate: string; id: number }, b: { eventDate: string; id: number }): number {
  return Date.parse(a.eventDate) - Date.parse(b.eventDate) || a.id - b.id;
}
