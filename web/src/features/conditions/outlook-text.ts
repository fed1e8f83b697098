import { saDate, type Verdict } from '@trailfinder/shared-types/rules';
import type { OutlookSnapshot } from '../../lib/db';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An outlook day (an SA date, YYYY-MM-DD) as 'Fri 27 Nov'. */
export function outlookDayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/**
 * A day's reason under a heading that already says "estimate": 'Estimate: 40 mm in the last 48 h;
 * drying about 12 mm a day' reads '40 mm in the last 48 h; drying about 12 mm a day'.
 */
export function reasonText(reason: string): string {
  const text = reason.replace(/^Estimate:\s*/, '');
  return text ? text[0].toUpperCase() + text.slice(1) : reason;
}

/**
 * A kept outlook as it still applies at `nowMs`: days before today (SA) dropped, and a "rideable
 * from" already past dropped (the estimate then says nothing about now); null when no day is left.
 */
export function outlookStillAhead(data: OutlookSnapshot['data'], nowMs: number): OutlookSnapshot['data'] | null {
  const today = saDate(nowMs);
  const outlook = data.outlook.filter((d) => d.date >= today);
  if (outlook.length === 0) return null;
  const ahead = data.rideableFrom !== null && Date.parse(data.rideableFrom) > nowMs;
  return { ...data, outlook, rideableFrom: ahead ? data.rideableFrom : null };
}

/**
 * Offline, with no rider report or manager's status to go on, today's day of the outlook kept on
 * this device is the best word on riding: its verdict, worded as the estimate it is, with the time
 * it was received as `asOf`. Null when no kept day is today (SA) (the badge then says "not known").
 */
export function keptOutlookVerdict(
  kept: { data: OutlookSnapshot['data']; fetchedAt: string } | undefined,
  nowMs: number,
): Verdict | null {
  const today = kept?.data.outlook.find((d) => d.date === saDate(nowMs));
  if (!kept || !today) return null;
  return {
    verdict: today.verdict,
    reasons: [`Estimate from the last outlook seen on this device: ${reasonText(today.reason)}`],
    asOf: kept.fetchedAt,
    rain: { past24hMm: null, past72hMm: null },
    basis: 'rain',
  };
}
