/**
 * The weather's, events' and news' dates, written by hand as dates.ts explains (decision 042); in a
 * file of their own so that only the pages showing them load them.
 */
import { MONTHS, two, ZA_MONTHS } from './dates';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** en-ZA's short weekday, day and short month of a UTC date: 'Sat, 05 Sept'. */
export const zaUtcWeekday = (d: Date) =>
  `${WEEKDAYS[d.getUTCDay()]}, ${two(d.getUTCDate())} ${ZA_MONTHS[d.getUTCMonth()]}`;

/**
 * South African Standard Time is UTC+2 all year (no daylight saving): a time moved by two hours,
 * read with the UTC getters, is its South African wall-clock time.
 */
const SAST_MS = 2 * 60 * 60 * 1000;
const inSouthAfrica = (d: Date) => new Date(d.getTime() + SAST_MS);

/**
 * When an answer was received, in South African time: '09:10' on the same SA day as `nowMs`,
 * else 'Fri 27 Nov, 09:10' ('as of' notes of what the device kept).
 */
export function saAsOf(iso: string, nowMs: number): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return 'an earlier visit';
  const sa = inSouthAfrica(new Date(t));
  const time = `${two(sa.getUTCHours())}:${two(sa.getUTCMinutes())}`;
  if (sa.toISOString().slice(0, 10) === inSouthAfrica(new Date(nowMs)).toISOString().slice(0, 10)) return time;
  return `${WEEKDAYS[sa.getUTCDay()]} ${sa.getUTCDate()} ${MONTHS[sa.getUTCMonth()]}, ${time}`;
}

/** en-US's short month, 2-digit day and year in South African time: 'Jan 08, 2027' (events). */
export const usDateInSouthAfrica = (d: Date) => {
  const sa = inSouthAfrica(d);
  return `${MONTHS[sa.getUTCMonth()]} ${two(sa.getUTCDate())}, ${sa.getUTCFullYear()}`;
};
/** en-US's short month, day and year in South African time: 'Jan 8, 2027' (news). */
export const usShortDateInSouthAfrica = (d: Date) => {
  const sa = inSouthAfrica(d);
  return `${MONTHS[sa.getUTCMonth()]} ${sa.getUTCDate()}, ${sa.getUTCFullYear()}`;
};

type Unit = 'day' | 'week' | 'month' | 'year';
/**
 * English relative time as `Intl.RelativeTimeFormat('en')` writes it: 'in 3 weeks', '2 months ago';
 * with `words`, as its `numeric: 'auto'`: 'today', 'tomorrow', 'yesterday' (days only).
 */
export function relativeTime(value: number, unit: Unit, words = false): string {
  if (words && unit === 'day' && Math.abs(value) <= 1) {
    return value === 0 ? 'today' : value === 1 ? 'tomorrow' : 'yesterday';
  }
  const n = Math.abs(value);
  const amount = `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${unit}${n === 1 ? '' : 's'}`;
  return value < 0 || Object.is(value, -0) ? `${amount} ago` : `in ${amount}`;
}
