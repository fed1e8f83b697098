/**
 * Can I ride it today? One verdict from the trail manager's status, rider reports and the last
 * 72 h of rain. Pure and zod-free, so the API and an offline phone reach the same answer.
 * The rules and thresholds are tabled in docs/decisions/020-trail-verdict-model.md.
 */
import {
  describeRain,
  rainAfter,
  rainVerdict,
  readRainHistory,
  recentRainMm,
  RECENT_RAIN_MM,
  type RainHistory,
  type RainHour,
} from './rain-history.js';
import { countingReports, reportPicture, type VerdictReport } from './rider-reports.js';
import { parseSaTime, saDateLabel, saTimeAgo, untilEndMs } from './sa-time.js';
import {
  SIGNIFICANT_RAIN_MM,
  SURFACE_DRYING,
  TRAIL_VERDICTS,
  type AdminTrailStatus,
  type TrailSurface,
  type TrailVerdict,
  type VerdictBasis,
} from './trail-conditions.js';

export interface VerdictInput {
  now: Date | string;
  surface: TrailSurface;
  /** Hourly rain around the last 72 h; later hours (forecasts) are ignored. Empty when weather is unavailable. */
  rainHourly: readonly RainHour[];
  /** mm in the latest 15 minutes (Open-Meteo's `current.precipitation`). */
  currentPrecipitationMm?: number | null;
  /** When the rain was read, if earlier than `now` (a phone offline with yesterday's weather). */
  rainObservedAt?: string | null;
  reports: readonly VerdictReport[];
  adminStatus?: AdminTrailStatus | null;
}

export interface Verdict {
  /** null only when nothing is known: no status, no counting reports, no rain data. */
  verdict: TrailVerdict | null;
  reasons: string[];
  /** The newest information the verdict rests on, ISO; never later than `now`. */
  asOf: string;
  rain: { past24hMm: number | null; past72hMm: number | null };
  basis: VerdictBasis;
}

const HOUR = 3_600_000;
const worse = (a: TrailVerdict, b: TrailVerdict) => (TRAIL_VERDICTS.indexOf(a) >= TRAIL_VERDICTS.indexOf(b) ? a : b);

export function computeVerdict(input: VerdictInput): Verdict {
  const nowMs = parseSaTime(input.now);
  const observed = input.rainObservedAt ? parseSaTime(input.rainObservedAt) : nowMs;
  const observedMs = Number.isFinite(observed) ? Math.min(observed, nowMs) : nowMs;
  const history = readRainHistory(input.rainHourly, observedMs, input.currentPrecipitationMm ?? 0);
  const hasRain = history.hours.length > 0;
  const rain = { past24hMm: history.past24hMm, past72hMm: history.past72hMm };
  const admin = activeStatus(input.adminStatus, nowMs);
  const adminMs = admin ? parseSaTime(admin.updatedAt) : NaN;
  const asOf = (...times: number[]) => {
    const known = times.filter(Number.isFinite);
    return new Date(known.length ? Math.min(nowMs, Math.max(...known)) : nowMs).toISOString();
  };

  if (admin?.status === 'closed') {
    const until = admin.until ? ` until ${saDateLabel(admin.until, nowMs)}` : '';
    const reasons = [`Closed by the trail manager${until}`, ...(admin.notice ? [admin.notice] : [])];
    return { verdict: 'closed', reasons, asOf: asOf(adminMs), rain, basis: 'admin' };
  }

  const model = conditionsModel(input, history, nowMs, admin?.status === 'open' ? adminMs : NaN);
  const newest = asOf(hasRain || history.currentMm > 0 ? observedMs : NaN, model.newestReportMs, adminMs);
  if (admin?.status === 'caution') {
    const until = admin.until ? ` until ${saDateLabel(admin.until, nowMs)}` : '';
    const line = `Caution advised by the trail manager${until}`;
    const reasons = [...(admin.notice ? [admin.notice, line] : [line]), ...model.reasons];
    return { verdict: worse(model.verdict ?? 'fair', 'fair'), reasons, asOf: newest, rain, basis: 'admin' };
  }
  const notice = admin?.notice ? [admin.notice] : [];
  return { verdict: model.verdict, reasons: [...notice, ...model.reasons], asOf: newest, rain, basis: model.basis };
}

/** A status that applies now: `until` absent or not yet passed (an unreadable one is kept). */
function activeStatus(status: AdminTrailStatus | null | undefined, nowMs: number): AdminTrailStatus | null {
  if (!status) return null;
  const end = status.until ? untilEndMs(status.until) : NaN;
  return Number.isFinite(end) && end <= nowMs ? null : status;
}

interface Model {
  verdict: TrailVerdict | null;
  basis: Exclude<VerdictBasis, 'admin'>;
  reasons: string[];
  newestReportMs: number;
}

/** Rider reports and rain, without the manager's status (an 'open' status only tempers rider closures). */
function conditionsModel(input: VerdictInput, history: RainHistory, nowMs: number, openSinceMs: number): Model {
  const hasRain = history.hours.length > 0;
  const picture = reportPicture(countingReports(input.reports, nowMs), nowMs);
  const rainLine = describeRain(history);
  const context = [
    ...(rainLine ? [rainLine] : []),
    ...(hasRain && history.past72hMm === null ? [`Rain records cover only the last ${history.hours.length} h`] : []),
    ...(!hasRain ? ['Rain data unavailable'] : []),
    ...(history.currentMm > 0 ? ['Raining at the trailhead now'] : []),
    ...(hasRain && nowMs - history.observedMs >= HOUR
      ? [`Rain data from ${saTimeAgo(history.observedMs, nowMs)}`]
      : []),
  ];
  const raining = history.currentMm > 0;

  if (picture && picture.verdict === 'closed') {
    // Rain does not clear a fallen tree; a manager who marked the trail open since then does.
    if (picture.newestMs <= openSinceMs)
      return reportsModel('poor', [...picture.sentences, 'Marked open by the trail manager since then', ...context]);
    return reportsModel('closed', [...picture.sentences, ...context]);
  }
  const outdated = picture && hasRain && rainAfter(history, picture.newestMs) >= SIGNIFICANT_RAIN_MM;
  if (picture && !outdated) {
    const verdict = raining ? worse(picture.verdict, 'fair') : picture.verdict;
    return reportsModel(verdict, [...picture.sentences, ...context]);
  }
  const stale = picture ? ['Rider reports are from before the latest rain'] : [];
  if (hasRain) {
    const rainy = (history.past72hMm ?? history.hours.reduce((s, h) => s + h.mm, 0)) >= 0.5 || raining;
    const surface = rainy ? [SURFACE_DRYING[input.surface].phrase] : [];
    const recent = recentRainMm(history) >= RECENT_RAIN_MM && !raining ? ['Wet from rain in the last 3 h'] : [];
    const [first, ...rest] = context;
    const reasons = [first, ...surface, ...recent, ...rest, ...stale];
    return { verdict: rainVerdict(history, input.surface), basis: 'rain', reasons, newestReportMs: NaN };
  }
  if (raining) return { verdict: 'fair', basis: 'rain', reasons: context, newestReportMs: NaN };
  return {
    verdict: null,
    basis: 'none',
    reasons: [...context, 'No rider reports in the last 72 h'],
    newestReportMs: NaN,
  };

  function reportsModel(verdict: TrailVerdict, reasons: string[]): Model {
    return { verdict, basis: 'reports', reasons, newestReportMs: picture!.newestMs };
  }
}
