/**
 * South African time without Intl: riders read "this morning" and "until 30 Nov" in SAST, and
 * the browser's own time zone must not change what the verdict says. South Africa keeps UTC+2
 * all year (no daylight saving), so a fixed offset is exact.
 */
export const SA_UTC_OFFSET_MS = 2 * 3_600_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;

/**
 * Milliseconds since the epoch. A time with `Z` or an offset is taken as written; a bare local
 * date-time ('2025-11-30T14:00', as Open-Meteo sends with timezone=Africa/Johannesburg) is SA
 * time. NaN when unreadable.
 */
export function parseSaTime(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const m = LOCAL_TIME.exec(value.trim());
  if (!m) return Date.parse(value);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = ''] = m;
  const ms = fraction ? Math.round(Number(fraction) * 1000) : 0;
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, ms) - SA_UTC_OFFSET_MS;
}

/** Whole days since the epoch on the South African calendar. */
const saDayNumber = (ms: number) => Math.floor((ms + SA_UTC_OFFSET_MS) / DAY);
const saHour = (ms: number) => new Date(ms + SA_UTC_OFFSET_MS).getUTCHours();

/** Today's date in South Africa, YYYY-MM-DD. */
export function saDate(ms: number): string {
  return new Date(ms + SA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (no 31 Feb). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * When a status "until" a date stops applying: the end of that SA day (the date is inclusive).
 * A full date-time is taken as the exact moment. NaN when unreadable.
 */
export function untilEndMs(until: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(until)) return parseSaTime(until) + DAY;
  return parseSaTime(until);
}

/** '30 Nov', with the year when it is not this year in South Africa. */
export function saDateLabel(value: string, nowMs: number): string {
  const d = new Date(parseSaTime(value) + SA_UTC_OFFSET_MS);
  const label = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  const thisYear = new Date(nowMs + SA_UTC_OFFSET_MS).getUTCFullYear();
  return d.getUTCFullYear() === thisYear ? label : `${label} ${d.getUTCFullYear()}`;
}

/**
 * How long ago, as a rider says it: 'just now', '20 minutes ago', '3 hours ago', then 'this
 * morning' / 'this afternoon' / 'this evening' on the same SA day, 'yesterday', '2 days ago'.
 */
export function saTimeAgo(thenMs: number, nowMs: number): string {
  const minutes = Math.floor((nowMs - thenMs) / MINUTE);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor((nowMs - thenMs) / HOUR);
  if (hours < 4) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = saDayNumber(nowMs) - saDayNumber(thenMs);
  if (days === 0) {
    const hour = saHour(thenMs);
    return hour < 12 ? 'this morning' : hour < 17 ? 'this afternoon' : 'this evening';
  }
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
