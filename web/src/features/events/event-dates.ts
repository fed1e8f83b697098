/**
 * Event dates as riders read them: 'MMM dd, yyyy' plus relative time. Events are South African,
 * so days are counted in South African time (shared-types/event-calendar.ts), wherever the
 * rider's phone is set. Like date-fns, an unreadable date throws RangeError('Invalid time value');
 * callers log it and carry on.
 */
import { southAfricanDaysBetween } from '@trailfinder/shared-types/rules';
import { relativeTime, usDateInSouthAfrica } from '../../lib/date-formats';

export function parseEventDate(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** 'Jan 08, 2027'. */
export function formatEventDate(iso: string): string {
  return usDateInSouthAfrica(parseEventDate(iso));
}

/** 'today', 'tomorrow', 'in 5 days', 'in 3 weeks', 'in 2 months', 'in 1 year' (and the past forms). */
export function relativeEventTime(iso: string, now: Date = new Date()): string {
  const days = southAfricanDaysBetween(now, parseEventDate(iso));
  const abs = Math.abs(days);
  if (abs < 7) return relativeTime(days, 'day', true);
  if (abs < 30) return relativeTime(Math.round(days / 7), 'week');
  const months = Math.round(days / 30.4375);
  if (Math.abs(months) < 12) return relativeTime(months, 'month');
  return relativeTime(Math.round(days / 365.25), 'year');
}
