/**
 * Trail conditions without zod: surfaces and how fast they dry, what riders can report, the
 * trail manager's status and the verdicts. The browser imports these (through `./rules`) to
 * compute a trail's verdict offline with `computeVerdict` (trail-verdict.ts); the API uses the
 * same rules, so both always agree. Why the numbers are what they are: docs/decisions/020.
 */

/**
 * What a trail is mostly ridden on. `paved` exists because the catalogue has a road ride (tar
 * is rideable as soon as the rain stops); `mixed` means the sources name several surfaces;
 * `unknown` means no source says, and the model then assumes a middle drying speed.
 */
export const TRAIL_SURFACES = ['sand', 'clay', 'rock', 'loam', 'gravel', 'paved', 'mixed', 'unknown'] as const;
export type TrailSurface = (typeof TRAIL_SURFACES)[number];

export interface SurfaceDrying {
  /** How many mm of rain the surface sheds per hour once the rain stops (the rain model's bucket). */
  drainMmPerHour: number;
  /** Rider-facing, shown as a reason when rain matters. */
  phrase: string;
}

/** Lower-case phrases: they are list items under the verdict, as the issue writes them. */
export const SURFACE_DRYING: Record<TrailSurface, SurfaceDrying> = {
  paved: { drainMmPerHour: 4, phrase: 'sealed roads dry quickly' },
  sand: { drainMmPerHour: 3, phrase: 'sandy trails drain fast' },
  rock: { drainMmPerHour: 2, phrase: 'rocky trails shed water quickly' },
  gravel: { drainMmPerHour: 1.5, phrase: 'gravel roads drain well' },
  loam: { drainMmPerHour: 0.8, phrase: 'loam drains at a moderate pace' },
  mixed: { drainMmPerHour: 0.5, phrase: 'mixed surfaces: some sections stay wet longer' },
  unknown: { drainMmPerHour: 0.5, phrase: 'surface unknown: assuming average drainage' },
  clay: { drainMmPerHour: 0.35, phrase: 'clay soil drains slowly' },
};

/** What the rain model calls rideable: at most this much water left in the trail. */
export const GOOD_MAX_WETNESS_MM = 1;
/** Above this much water left the trail is poor (mud, ruts); between the two it is fair. */
export const FAIR_MAX_WETNESS_MM = 6;

/** Hours after `mm` of rain until the surface counts as rideable again (the verdict's `good`). */
export function hoursUntilRideable(surface: TrailSurface, mm: number): number {
  return Math.max(0, mm - GOOD_MAX_WETNESS_MM) / SURFACE_DRYING[surface].drainMmPerHour;
}

/** The verdicts, best first. */
export const TRAIL_VERDICTS = ['good', 'fair', 'poor', 'closed'] as const;
export type TrailVerdict = (typeof TRAIL_VERDICTS)[number];
export const VERDICT_LABELS: Record<TrailVerdict, string> = {
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  closed: 'Closed',
};
/** What decided the verdict: the trail manager, fresh rider reports, the rain model, or nothing. */
export const VERDICT_BASES = ['admin', 'reports', 'rain', 'none'] as const;
export type VerdictBasis = (typeof VERDICT_BASES)[number];

/** What a rider can report. */
export const REPORT_CONDITIONS = ['dry', 'tacky', 'wet', 'muddy', 'closed', 'blocked'] as const;
export type ReportCondition = (typeof REPORT_CONDITIONS)[number];
export const REPORT_CONDITION_LABELS: Record<ReportCondition, { label: string; hint: string }> = {
  dry: { label: 'Dry', hint: 'Dry and dusty or firm' },
  tacky: { label: 'Tacky', hint: 'Damp and grippy: perfect' },
  wet: { label: 'Wet', hint: 'Wet surface, puddles, slippery roots' },
  muddy: { label: 'Muddy', hint: 'Mud that sticks or leaves ruts' },
  closed: { label: 'Closed', hint: 'Closed by the landowner or a sign' },
  blocked: { label: 'Blocked', hint: 'Fallen tree, washout or another obstacle' },
};
/** The verdict each report stands for. */
export const REPORT_VERDICT: Record<ReportCondition, TrailVerdict> = {
  dry: 'good',
  tacky: 'good',
  wet: 'fair',
  muddy: 'poor',
  closed: 'closed',
  blocked: 'closed',
};

/** Reports stop counting towards the verdict after this long (they stay in the history). */
export const REPORT_MAX_AGE_HOURS = 72;
/** Reports within this many hours of the newest one form the current picture (older ones are superseded). */
export const REPORT_AGREEMENT_HOURS = 3;
/** This much rain after a report makes it out of date (drizzle below it does not). */
export const SIGNIFICANT_RAIN_MM = 2;
export const CONDITION_NOTE_MAX = 280;

/** The trail manager's status. */
export const ADMIN_STATUSES = ['open', 'caution', 'closed'] as const;
export type AdminStatusKind = (typeof ADMIN_STATUSES)[number];
export const ADMIN_STATUS_LABELS: Record<AdminStatusKind, string> = {
  open: 'Open',
  caution: 'Caution',
  closed: 'Closed',
};
export const TRAIL_NOTICE_MAX = 280;

/** A status as stored: `until` is a South African calendar date (YYYY-MM-DD), inclusive. */
export interface AdminTrailStatus {
  status: AdminStatusKind;
  notice?: string | null;
  until?: string | null;
  updatedAt: string;
}
