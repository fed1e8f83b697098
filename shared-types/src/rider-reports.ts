/** Which rider reports count towards the verdict, and what they say together. */
import { parseSaTime, saTimeAgo } from './sa-time.js';
import {
  REPORT_AGREEMENT_HOURS,
  REPORT_MAX_AGE_HOURS,
  REPORT_VERDICT,
  TRAIL_VERDICTS,
  type ReportCondition,
  type TrailVerdict,
} from './trail-conditions.js';

/** What the verdict needs of a report; the API's and the device's report records both fit. */
export interface VerdictReport {
  condition: ReportCondition;
  createdAt: string;
  hidden?: boolean | null;
}

const HOUR = 3_600_000;
/** A device clock a little ahead of ours is forgiven; a report further in the future is ignored. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** How each condition reads in "2 riders reported mud this morning". */
const REPORTED: Record<ReportCondition, string> = {
  dry: 'the trail dry',
  tacky: 'the trail tacky',
  wet: 'the trail wet',
  muddy: 'mud',
  closed: 'the trail closed',
  blocked: 'the trail blocked',
};

interface Dated {
  condition: ReportCondition;
  ms: number;
}

/** Reports that count: not hidden, readable, at most 72 h old. Newest first. */
export function countingReports(reports: readonly VerdictReport[], nowMs: number): Dated[] {
  const oldest = nowMs - REPORT_MAX_AGE_HOURS * HOUR;
  return reports
    .filter((r) => !r.hidden && Object.hasOwn(REPORT_VERDICT, r.condition))
    .map((r) => ({ condition: r.condition, ms: parseSaTime(r.createdAt) }))
    .filter((r) => Number.isFinite(r.ms) && r.ms >= oldest && r.ms <= nowMs + CLOCK_SKEW_MS)
    .sort((a, b) => b.ms - a.ms);
}

export interface ReportPicture {
  verdict: TrailVerdict;
  /** The newest report's time: rain after it makes the picture out of date. */
  newestMs: number;
  /** "2 riders reported mud this morning", one per condition, newest first. */
  sentences: string[];
}

/**
 * The current picture: the reports within 3 h of the newest one (older ones are superseded,
 * since conditions change). The verdict most of them stand for wins; a tie goes to the verdict
 * reported most recently. Null when no report counts.
 */
export function reportPicture(counting: readonly Dated[], nowMs: number): ReportPicture | null {
  if (counting.length === 0) return null;
  const newestMs = counting[0].ms;
  const window = counting.filter((r) => r.ms >= newestMs - REPORT_AGREEMENT_HOURS * HOUR);
  const votes = new Map<TrailVerdict, { count: number; latest: number }>();
  for (const r of window) {
    const v = REPORT_VERDICT[r.condition];
    const seen = votes.get(v);
    votes.set(v, { count: (seen?.count ?? 0) + 1, latest: Math.max(seen?.latest ?? -Infinity, r.ms) });
  }
  const verdict = TRAIL_VERDICTS.filter((v) => votes.has(v)).reduce((best, v) => {
    const a = votes.get(v)!;
    const b = votes.get(best)!;
    return a.count > b.count || (a.count === b.count && a.latest > b.latest) ? v : best;
  });
  return { verdict, newestMs, sentences: describeReports(window, nowMs) };
}

function describeReports(window: readonly Dated[], nowMs: number): string[] {
  const groups = new Map<ReportCondition, { count: number; latest: number }>();
  for (const r of window) {
    const seen = groups.get(r.condition);
    groups.set(r.condition, { count: (seen?.count ?? 0) + 1, latest: Math.max(seen?.latest ?? -Infinity, r.ms) });
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.latest - a.latest)
    .map(([condition, { count, latest }]) => {
      const who = count === 1 ? '1 rider' : `${count} riders`;
      return `${who} reported ${REPORTED[condition]} ${saTimeAgo(latest, nowMs)}`;
    });
}
