/**
 * The public shapes of trail conditions: rider reports, the trail manager's status and the
 * verdict (GET/POST /api/routes/:id/conditions, PUT /api/admin/routes/:id/status).
 */
import { z } from 'zod';
import { ClientId } from './client-id.js';
import { hasControlCharacters, validateConditionNote } from './condition-note.js';
import { isCalendarDate, saDate } from './sa-time.js';
import { TRAIL_DRAINAGES } from './drying-model.js';
import {
  ADMIN_STATUSES,
  REPORT_CONDITIONS,
  TRAIL_NOTICE_MAX,
  TRAIL_SURFACES,
  TRAIL_VERDICTS,
  VERDICT_BASES,
} from './trail-conditions.js';

/** The trail's `surface` field (the trail schema gains it when conditions are wired in). */
export const TrailSurfaceEnum = z.enum(TRAIL_SURFACES, {
  error: `Surface must be one of ${TRAIL_SURFACES.join(', ')}`,
});
/** The admin's "drains fast / normal / slow" (decision 075). */
export const TrailDrainageEnum = z.enum(TRAIL_DRAINAGES, {
  error: `Drainage must be one of ${TRAIL_DRAINAGES.join(', ')}`,
});
export const ReportConditionEnum = z.enum(REPORT_CONDITIONS, {
  error: `Condition must be one of ${REPORT_CONDITIONS.join(', ')}`,
});
export const AdminStatusEnum = z.enum(ADMIN_STATUSES, { error: `Status must be one of ${ADMIN_STATUSES.join(', ')}` });
export const TrailVerdictEnum = z.enum(TRAIL_VERDICTS);
export const VerdictBasisEnum = z.enum(VERDICT_BASES);

/**
 * POST /api/routes/:id/conditions. `clientId` is the device's idempotency key (the same one
 * again stores nothing new); the note is checked by the rules the report form uses too.
 */
export const ConditionReportInput = z.object({
  clientId: z
    .string({ error: (iss) => (iss.input === undefined ? 'clientId is required' : 'clientId must be text') })
    .pipe(ClientId),
  condition: ReportConditionEnum,
  note: z
    .string({ error: 'Note must be text' })
    .nullish()
    .transform((value, ctx) => {
      const check = validateConditionNote(value);
      if (check.ok) return check.note;
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }),
});
export type ConditionReportInput = z.input<typeof ConditionReportInput>;
export type ConditionReportData = z.output<typeof ConditionReportInput>;

/** A report as the API serves it. `clientId` lets a device match a queued report to the stored one. */
export const ConditionReport = z.object({
  id: z.number().int(),
  routeId: z.number().int(),
  condition: ReportConditionEnum,
  note: z.string().nullable(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
  /** Only in the admin's list: hidden reports never reach riders. */
  hidden: z.boolean().optional(),
});
export type ConditionReport = z.infer<typeof ConditionReport>;

/** The trail manager's status as stored and served; `until` is an inclusive SA date. */
export const TrailStatusRecord = z.object({
  status: AdminStatusEnum,
  notice: z.string().nullable(),
  until: z.string().nullable(),
  updatedAt: z.string(),
});
export type TrailStatusRecord = z.infer<typeof TrailStatusRecord>;

/** A status in /api/sync: its own id (for tombstones) and its trail. */
export const SyncedTrailStatus = TrailStatusRecord.extend({ id: z.number().int(), routeId: z.number().int() });
export type SyncedTrailStatus = z.infer<typeof SyncedTrailStatus>;

/** GET /api/admin/conditions: recent reports, hidden ones included, with the trail's name. */
export const AdminConditionReport = ConditionReport.extend({ routeName: z.string().nullable(), hidden: z.boolean() });
export const AdminConditionReportList = z.array(AdminConditionReport);
export type AdminConditionReport = z.infer<typeof AdminConditionReport>;

/** One day of the drying outlook; the reason is worded as an estimate with its inputs. */
export const OutlookDaySchema = z.object({ date: z.string(), verdict: TrailVerdictEnum, reason: z.string() });

/** GET /api/routes/:id/conditions: the verdict (see computeVerdict) with the status and reports, newest first. */
export const ConditionsResponse = z.object({
  /** null only when nothing at all is known (no status, reports or weather). */
  verdict: TrailVerdictEnum.nullable(),
  reasons: z.array(z.string()),
  asOf: z.string(),
  rain: z.object({ past24hMm: z.number().nullable(), past72hMm: z.number().nullable() }),
  basis: VerdictBasisEnum,
  /** The drying outlook (computeOutlook, decision 075): the first riding hour the estimate calls good, ISO. */
  rideableFrom: z.string().nullable(),
  /** 7 days from today (SA dates); empty when the weather service cannot be reached. */
  outlook: z.array(OutlookDaySchema),
  /** 'Forecast data unavailable' when the outlook could not be made; otherwise null. */
  outlookNote: z.string().nullable(),
  status: TrailStatusRecord.nullable(),
  reports: z.array(ConditionReport),
});
export type ConditionsResponse = z.infer<typeof ConditionsResponse>;

/**
 * PUT /api/admin/routes/:id/status. An empty notice or until means none. `until` is a date
 * (YYYY-MM-DD), today or later in South Africa: the status lapses after that day.
 */
export const TrailStatusInput = z.object({
  status: AdminStatusEnum,
  notice: z
    .string({ error: 'Notice must be text' })
    .trim()
    .max(TRAIL_NOTICE_MAX, `Notice must be at most ${TRAIL_NOTICE_MAX} characters`)
    .refine((v) => !hasControlCharacters(v), 'Notice must not contain control characters')
    .nullish()
    .transform((v) => v || null),
  until: z
    .string({ error: 'Until must be a date written YYYY-MM-DD' })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      if (!isCalendarDate(v)) ctx.addIssue({ code: 'custom', message: 'Until must be a date written YYYY-MM-DD' });
      else if (v < saDate(Date.now())) ctx.addIssue({ code: 'custom', message: 'Until must not be in the past' });
    })
    .nullish()
    .transform((v) => v || null),
});
export type TrailStatusInput = z.input<typeof TrailStatusInput>;
export type TrailStatusData = z.output<typeof TrailStatusInput>;

/** GET /api/admin/conditions/agreement: the drying model against rider reports of the last 90 days. */
const AgreementCountSchema = z.object({
  reports: z.number().int(),
  agreed: z.number().int(),
  wetter: z.number().int(),
  drier: z.number().int(),
});
export const ModelAgreementResponse = z.object({
  days: z.number().int(),
  overall: AgreementCountSchema,
  trails: z.array(
    AgreementCountSchema.extend({
      routeId: z.number().int(),
      routeName: z.string(),
      surface: TrailSurfaceEnum,
      drainage: TrailDrainageEnum,
    }),
  ),
});
export type ModelAgreementResponse = z.infer<typeof ModelAgreementResponse>;
