/**
 * Does the drying model agree with riders? Every rider report is a label: when it is stored the
 * API records the model's verdict for that hour (without reports or the manager's status), and
 * the dashboard counts agreement over the last 90 days per trail and overall (decision 076).
 * Pure and zod-free.
 */
import { simulateDrying, type DryingInput } from './drying-model.js';
import { REPORT_VERDICT, TRAIL_VERDICTS, type ReportCondition, type TrailVerdict } from './trail-conditions.js';

export const AGREEMENT_DAYS = 90;
/** Closures and fallen trees are not about wetness: they label nothing. */
export const LABELLING_CONDITIONS: readonly ReportCondition[] = ['dry', 'tacky', 'wet', 'muddy'];

const HOUR = 3_600_000;

/** The model's own verdict at `atMs` (the hour holding it), from the weather alone; null without rain data. */
export function modelVerdictAt(input: DryingInput, atMs: number): Exclude<TrailVerdict, 'closed'> | null {
  if (!input.rainHourly.some((h) => typeof h.value === 'number')) return null;
  const hours = simulateDrying(input, atMs, Math.ceil(atMs / HOUR) * HOUR);
  return hours.at(-1)?.verdict ?? null;
}

export interface LabelledReport {
  routeId: number;
  condition: ReportCondition;
  modelVerdict: TrailVerdict | null;
}
export interface AgreementCount {
  /** Reports that label the model (a wetness condition and a model verdict stored with it). */
  reports: number;
  agreed: number;
  /** Riders found it wetter than the model said (the trail may drain slower than set), and drier. */
  wetter: number;
  drier: number;
}

/** Counts reports against the model's verdict for their hour. */
export function countAgreement(reports: readonly LabelledReport[]): AgreementCount {
  const count: AgreementCount = { reports: 0, agreed: 0, wetter: 0, drier: 0 };
  for (const r of reports) {
    if (!r.modelVerdict || !LABELLING_CONDITIONS.includes(r.condition)) continue;
    const rider = TRAIL_VERDICTS.indexOf(REPORT_VERDICT[r.condition]);
    const model = TRAIL_VERDICTS.indexOf(r.modelVerdict);
    count.reports++;
    if (rider === model) count.agreed++;
    else if (rider > model) count.wetter++;
    else count.drier++;
  }
  return count;
}

/** "Agreed 7 of 9 reports (78%)"; "No reports to compare yet". */
export function agreementLabel(c: AgreementCount): string {
  if (c.reports === 0) return 'No reports to compare yet';
  return `Agreed ${c.agreed} of ${c.reports} report${c.reports === 1 ? '' : 's'} (${Math.round((100 * c.agreed) / c.reports)}%)`;
}

/** What the admin might do: riders mostly wetter -> drains slowly; mostly drier -> drains fast. */
export function drainageHint(c: AgreementCount): string | null {
  const off = c.wetter + c.drier;
  if (c.reports < 3 || off * 2 <= c.reports) return null;
  return c.wetter >= c.drier
    ? 'Riders found it wetter than the model: consider "drains slowly"'
    : 'Riders found it drier than the model: consider "drains fast"';
}
