import type { EntityManager } from '@mikro-orm/core';
import type {
  AdminConditionReport,
  ConditionReport,
  ConditionReportData,
  TrailStatusData,
  TrailStatusRecord,
} from '@trailfinder/shared-types';
import { TrailSchema } from '../trails/index.js';
import { HttpError, NotFoundError } from '../../plugins/app/errors.js';
import { ConditionReportSchema } from './condition-report.entity.js';
import { TrailStatusSchema } from './trail-status.entity.js';
import { toConditionReport, toStatusRecord } from './conditions.mapper.js';

/** The trail page shows this many reports; older ones stay stored (the admin list reaches further). */
export const TRAIL_REPORTS_SHOWN = 50;
const ADMIN_LIST_SIZE = 200;

export interface StoredReport {
  report: ConditionReport;
  /** False when the clientId was already stored: nothing new was written. */
  created: boolean;
}

/** Rider reports and trail managers' statuses. */
export class ConditionsRepository {
  constructor(private readonly em: () => EntityManager) {}

  /**
   * Stores a report once per clientId. The insert itself settles a race (`on conflict do
   * nothing` on the unique clientId), so four concurrent posts with one clientId store one row
   * and every caller answers with it.
   */
  async addReport(routeId: number, input: ConditionReportData): Promise<StoredReport> {
    const em = this.em().fork();
    await this.requireTrail(em, routeId);
    const now = new Date();
    const inserted = await em
      .getConnection()
      .execute<{ id: number }[]>(
        'insert into "condition_reports" ("route_id", "condition", "note", "client_id", "hidden", "created_at", "updated_at") ' +
          'values (?, ?, ?, ?, false, ?, ?) on conflict ("client_id") do nothing returning "id"',
        [routeId, input.condition, input.note, input.clientId, now, now],
        'all',
      );
    const stored = await em.findOne(ConditionReportSchema, { clientId: input.clientId });
    if (!stored) throw new Error('condition report vanished after insert');
    if (stored.routeId !== routeId)
      throw new HttpError(409, 'This clientId was already used for a report on another trail');
    return { report: toConditionReport(stored), created: inserted.length > 0 };
  }

  /** Reports riders may see, newest first. */
  async visibleReports(routeId: number, limit = TRAIL_REPORTS_SHOWN): Promise<ConditionReport[]> {
    const rows = await this.em().find(
      ConditionReportSchema,
      { routeId, hidden: false, deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(toConditionReport);
  }

  async status(routeId: number): Promise<TrailStatusRecord | null> {
    const row = await this.em().findOne(TrailStatusSchema, { routeId, deletedAt: null });
    return row ? toStatusRecord(row) : null;
  }

  /** One status per trail: an upsert on the unique routeId, so two admins saving at once leave one row. */
  async setStatus(routeId: number, input: TrailStatusData): Promise<TrailStatusRecord> {
    const em = this.em().fork();
    await this.requireTrail(em, routeId);
    const now = new Date();
    await em
      .getConnection()
      .execute(
        'insert into "trail_statuses" ("route_id", "status", "notice", "until", "created_at", "updated_at", "deleted_at") ' +
          'values (?, ?, ?, ?, ?, ?, null) on conflict ("route_id") do update set "status" = excluded."status", ' +
          '"notice" = excluded."notice", "until" = excluded."until", "updated_at" = excluded."updated_at", "deleted_at" = null',
        [routeId, input.status, input.notice, input.until, now, now],
        'run',
      );
    const row = await em.findOneOrFail(TrailStatusSchema, { routeId });
    return toStatusRecord(row);
  }

  /** Back to the model alone; devices drop the status on their next sync (a tombstone). */
  async clearStatus(routeId: number): Promise<void> {
    const em = this.em().fork();
    await this.requireTrail(em, routeId);
    const row = await em.findOne(TrailStatusSchema, { routeId, deletedAt: null });
    if (!row) throw new NotFoundError('This trail has no status');
    row.deletedAt = new Date();
    await em.flush();
  }

  /** Hides a report from riders, the verdict and devices (a sync tombstone); it stays for the record. */
  async hideReport(id: number): Promise<void> {
    const em = this.em().fork();
    const row = await em.findOne(ConditionReportSchema, { id, deletedAt: null });
    if (!row) throw new NotFoundError('Report not found');
    if (row.hidden) return;
    row.hidden = true;
    await em.flush();
  }

  async recentForAdmin(): Promise<AdminConditionReport[]> {
    const em = this.em();
    const rows = await em.find(
      ConditionReportSchema,
      { deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: ADMIN_LIST_SIZE },
    );
    const ids = [...new Set(rows.map((r) => r.routeId))];
    const trails = ids.length ? await em.find(TrailSchema, { id: { $in: ids } }, { fields: ['id', 'name'] }) : [];
    const names = new Map(trails.map((t) => [t.id, t.name]));
    return rows.map((r) => ({ ...toConditionReport(r), routeName: names.get(r.routeId) ?? null, hidden: r.hidden }));
  }

  private async requireTrail(em: EntityManager, id: number): Promise<void> {
    const trail = await em.findOne(TrailSchema, { id, deletedAt: null }, { fields: ['id'] });
    if (!trail) throw new NotFoundError('Route not found');
  }
}
