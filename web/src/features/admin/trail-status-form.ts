import { TrailStatusInput, type TrailStatusRecord } from '@trailfinder/shared-types';
import { ADMIN_STATUSES, saDate, untilEndMs, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { schemaFieldErrors } from './server-issues';

/** The status dialog as typed: the date input hands over '' or YYYY-MM-DD. */
export interface TrailStatusFormValues {
  status: AdminStatusKind;
  notice: string;
  until: string;
}
export const TRAIL_STATUS_FIELDS = ['status', 'notice', 'until'] as const;
export type TrailStatusField = (typeof TRAIL_STATUS_FIELDS)[number];
export type TrailStatusFormErrors = Partial<Record<TrailStatusField, string>>;

/** A status still in force: none, or one whose last day has passed, counts as not set. */
export function statusInForce<S extends Pick<TrailStatusRecord, 'until'>>(record: S | null | undefined, nowMs: number) {
  if (!record) return null;
  return record.until && untilEndMs(record.until) <= nowMs ? null : record;
}

/** The dialog opens on the trail's status in force, or on Open with no notice or end date. */
export function trailStatusForm(
  record: Pick<TrailStatusRecord, 'status' | 'notice' | 'until'> | null,
): TrailStatusFormValues {
  return record
    ? { status: record.status, notice: record.notice ?? '', until: record.until ?? '' }
    : { status: 'open', notice: '', until: '' };
}

/** The body of PUT /api/admin/routes/:id/status (empty notice or date: none). */
export function trailStatusPayload(values: TrailStatusFormValues): TrailStatusInput {
  return { status: values.status, notice: values.notice, until: values.until };
}

/** Field errors from the shared schema the server checks too (notice length, a date not past). */
export function trailStatusErrors(values: TrailStatusFormValues): TrailStatusFormErrors {
  return schemaFieldErrors(TrailStatusInput, trailStatusPayload(values), TRAIL_STATUS_FIELDS);
}

/** The earliest end date the server accepts: today in South Africa. */
export const earliestUntil = (nowMs: number) => saDate(nowMs);

export const STATUS_OPTIONS = ADMIN_STATUSES;
