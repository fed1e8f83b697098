import type { ConditionReport, SyncedTrailStatus, TrailStatusRecord } from '@trailfinder/shared-types';
import type { ConditionReportRow } from './condition-report.entity.js';
import type { TrailStatusRow } from './trail-status.entity.js';

/** A report as riders see it (no `hidden`: hidden reports never reach them). */
export function toConditionReport(r: ConditionReportRow): ConditionReport {
  return {
    id: r.id,
    routeId: r.routeId,
    condition: r.condition,
    note: r.note,
    clientId: r.clientId,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toStatusRecord(s: TrailStatusRow): TrailStatusRecord {
  return { status: s.status, notice: s.notice, until: s.until, updatedAt: s.updatedAt.toISOString() };
}

export function toSyncedStatus(s: TrailStatusRow): SyncedTrailStatus {
  return { id: s.id, routeId: s.routeId, ...toStatusRecord(s) };
}
