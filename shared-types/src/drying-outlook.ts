/**
 * When will it be rideable? A 7-day outlook and "Likely rideable from Sat 10:00", from the
 * drying model (drying-model.ts) with the rider reports and the manager's status on top, as the
 * verdict takes them (decision 020). Always worded as an estimate with its inputs. The rules:
 * docs/decisions/075-drying-outlook-model.md.
 */
import { simulateDrying, saDayStartMs, REPORT_WATER_MM, type DryingInput, type ModelHour } from './drying-model.js';
import { formatMm } from './rain-history.js';
import { countingReports, reportPicture, type VerdictReport } from './rider-reports.js';
import { parseSaTime, saDate, saDateLabel, untilEndMs, SA_UTC_OFFSET_MS } from './sa-time.js';
import {
  GOOD_MAX_WETNESS_MM,
  SIGNIFICANT_RAIN_MM,
  type AdminTrailStatus,
  type TrailVerdict,
} from './trail-conditions.js';

export const OUTLOOK_DAYS = 7;
/** Riding hours (SA time, the hour's end): a trail dry at 02:00 is first ridden at 06:00. */
export const RIDING_HOURS = { first: 6, last: 18 } as const;

export interface OutlookInput extends DryingInput {
  now: Date | string;
  reports: readonly VerdictReport[];
  adminStatus?: AdminTrailStatus | null;
  /** Today's verdict (computeVerdict): a trail good now has no "rideable from". */
  currentVerdict: TrailVerdict | null;
}
export interface OutlookDay {
  /** SA calendar date, YYYY-MM-DD. */
  date: string;
  verdict: TrailVerdict;
  reason: string;
}
export interface DryingOutlook {
  /** The first riding hour the estimate calls good, ISO; null when rideable now, closed or not within 7 days. */
  rideableFrom: string | null;
  outlook: OutlookDay[];
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const saHour = (ms: number) => new Date(ms + SA_UTC_OFFSET_MS).getUTCHours();
const isRidingHour = (ms: number) => saHour(ms) >= RIDING_HOURS.first && saHour(ms) <= RIDING_HOURS.last;

/** The verdict of most of the hours; a tie goes to the worse (an estimate errs towards caution). */
function mostHours(hours: readonly ModelHour[]): TrailVerdict {
  const count = (v: TrailVerdict) => hours.filter((h) => h.verdict === v).length;
  return (['poor', 'fair', 'good'] as const).reduce<TrailVerdict>((b, v) => (count(v) > count(b) ? v : b), 'poor');
}

/** "Likely rideable from Sat 10:00" (SA time). */
export function rideableFromLabel(iso: string): string {
  const local = new Date(parseSaTime(iso) + SA_UTC_OFFSET_MS);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `Likely rideable from ${WEEKDAYS[local.getUTCDay()]} ${hh}:${mm}`;
}

/** "14 mm in the last 48 h": the shortest of 24 h / 48 h / 72 h / 7 days holding all past rain. */
export function pastRainPhrase(hours: readonly ModelHour[], nowMs: number): string {
  const past = hours.filter((h) => h.endMs <= nowMs);
  const over = (span: number) => past.filter((h) => h.endMs > nowMs - span * HOUR).reduce((s, h) => s + h.rainMm, 0);
  const total = over(168);
  if (total < 0.05) return 'no rain in the last 7 days';
  const span = [24, 48, 72].find((s) => over(s) >= total - 0.05);
  return `${formatMm(total)} mm in the last ${span ? `${span} h` : '7 days'}`;
}

export function computeOutlook(input: OutlookInput): DryingOutlook {
  const nowMs = parseSaTime(input.now);
  const firstDay = saDayStartMs(nowMs);
  const status = input.adminStatus;
  const statusEnd = status?.until ? untilEndMs(status.until) : Infinity;
  const statusActive = status && statusEnd > nowMs ? status : null;
  const picture = reportPicture(countingReports(input.reports, nowMs), nowMs);
  const openSince = statusActive?.status === 'open' ? parseSaTime(statusActive.updatedAt) : NaN;
  const riderClosed = picture?.verdict === 'closed' && !(picture.newestMs <= openSince);

  // A fresh report the rain has not outdated sets the water at its hour (the verdict's rule 3).
  let hours = simulateDrying(input, nowMs, firstDay + OUTLOOK_DAYS * DAY);
  if (picture && picture.verdict !== 'closed') {
    const rainSince = hours
      .filter((h) => h.endMs > picture.newestMs && h.endMs <= nowMs)
      .reduce((s, h) => s + h.rainMm, 0);
    if (rainSince < SIGNIFICANT_RAIN_MM) {
      const reset = { atMs: picture.newestMs, waterMm: REPORT_WATER_MM[picture.verdict] };
      hours = simulateDrying(input, nowMs, firstDay + OUTLOOK_DAYS * DAY, reset);
    }
  }
  const nowHourEnd = Math.ceil(nowMs / HOUR) * HOUR;
  const statusOn = (dayStart: number, kind: 'closed' | 'caution') =>
    statusActive?.status === kind && dayStart < statusEnd;

  const outlook = Array.from({ length: OUTLOOK_DAYS }, (_, i): OutlookDay => {
    const start = firstDay + i * DAY;
    const date = saDate(start);
    const inDay = hours.filter((h) => h.endMs > start && h.endMs <= start + DAY);
    const ahead = inDay.filter((h) => isRidingHour(h.endMs) && h.endMs >= nowHourEnd);
    const picked = ahead.length ? ahead : inDay.filter((h) => h.endMs === nowHourEnd);
    const best = mostHours(picked);
    const until = status?.until ? ` until ${saDateLabel(status.until, nowMs)}` : '';
    if (statusOn(start, 'closed')) return { date, verdict: 'closed', reason: `Closed by the trail manager${until}` };
    if (riderClosed) return { date, verdict: 'closed', reason: 'Reported closed or blocked by riders' };
    const drying = `drying about ${formatMm(inDay[0]?.dryingMmPerDay ?? 0)} mm a day`;
    const rainMm = inDay.filter((h) => h.endMs > nowMs).reduce((s, h) => s + h.rainMm, 0);
    const startWater = picked[0]?.waterMm ?? 0;
    const inputs =
      i === 0
        ? pastRainPhrase(hours, nowMs)
        : rainMm >= 0.5
          ? `${formatMm(rainMm)} mm of rain forecast`
          : inDay.some((h) => !h.rainKnown)
            ? 'no rain forecast data, taken as dry'
            : rainMm >= 0.5
              ? `${formatMm(rainMm)} mm of rain forecast`
              : startWater > GOOD_MAX_WETNESS_MM
                ? 'still drying from earlier rain'
                : 'no rain forecast';
    const caution = statusOn(start, 'caution');
    const verdict: TrailVerdict = caution && best === 'good' ? 'fair' : best;
    const tail = caution ? `; caution advised by the trail manager${until}` : '';
    return { date, verdict, reason: `Estimate: ${inputs}; ${drying}${tail}` };
  });

  const blocked = riderClosed || (statusActive?.status === 'closed' && statusEnd === Infinity);
  const closedDay = (ms: number) => outlook[Math.floor((ms - 1 - firstDay) / DAY)]?.verdict === 'closed';
  const cautionDay = (ms: number) => statusOn(saDayStartMs(ms - 1), 'caution');
  const first =
    input.currentVerdict === 'good' || blocked
      ? undefined
      : hours.find(
          (h) =>
            h.endMs > nowMs &&
            h.verdict === 'good' &&
            isRidingHour(h.endMs) &&
            !closedDay(h.endMs) &&
            !cautionDay(h.endMs),
        );
  return { rideableFrom: first ? new Date(first.endMs).toISOString() : null, outlook };
}
