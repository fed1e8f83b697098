import { LockMode, type EntityManager } from '@mikro-orm/core';
import type {
  AdminConditionReport,
  ConditionReport,
  ConditionReportData,
  TrailStatusData,
  LabelledReport,
  TrailStatusRecord,
  TrailVerdict,
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
   * Stores a report once per clientId. The trail row is locked first, as every write to a trail
   * does (docs/decisions/019): a report that waits behind the trail's delete finds a tombstone and
   * gets 404; one that got the lock first is tombstoned by the delete. The insert itself settles a
   * clientId race (`on conflict do nothing` on the unique clientId), so four concurrent posts with
   * one clientId store one row and every caller answers with it.
   */
  async addReport(
    routeId: number,
    input: ConditionReportData,
    modelVerdict: TrailVerdict | null = null,
  ): Promise<StoredReport> {
    return this.em().transactional(async (em) => {
      await lockLiveTrail(em, routeId);
      const now = new Date();
      const inserted = await em
        .getConnection()
        .execute<{ id: number }[]>(
          'insert into "condition_reports" ("route_id", "condition", "note", "client_id", "hidden", "model_verdict", "created_at", "updated_at") ' +
            'values (?, ?, ?, ?, false, ?, ?, ?) on conflict ("client_id") do nothing returning "id"',
          [routeId, input.condition, input.note, input.clientId, modelVerdict, now, now],
          'all',
          em.getTransactionContext(),
        );
      const stored = await em.findOne(ConditionReportSchema, { clientId: input.clientId });
      if (!stored) throw new Error('condition report vanished after insert');
      if (stored.routeId !== routeId)
        throw new HttpError(409, 'This clientId was already used for a report on another trail');
      return { report: toConditionReport(stored), created: inserted.length > 0 };
    });
  }

  /** Visible reports since `since` that carry the model's verdict: the labels of decision 076. */
  async labelledSince(since: Date): Promise<LabelledReport[]> {
    const rows = await this.em().find(
      ConditionReportSchema,
      { hidden: false, deletedAt: null, modelVerdict: { $ne: null }, createdAt: { $gte: since } },
      { fields: ['routeId', 'condition', 'modelVerdict'] },
    );
    return rows.map((r) => ({ routeId: r.routeId, condition: r.condition, modelVerdict: r.modelVerdict }));
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
    return this.em().transactional(async (em) => {
      await lockLiveTrail(em, routeId);
      const now = new Date();
      await em
        .getConnection()
        .execute(
          'insert into "trail_statuses" ("route_id", "status", "notice", "until", "created_at", "updated_at", "deleted_at") ' +
            'values (?, ?, ?, ?, ?, ?, null) on conflict ("route_id") do update set "status" = excluded."status", ' +
            '"notice" = excluded."notice", "until" = excluded."until", "updated_at" = excluded."updated_at", "deleted_at" = null',
          [routeId, input.status, input.notice, input.until, now, now],
          'run',
          em.getTransactionContext(),
        );
      const row = await em.findOneOrFail(TrailStatusSchema, { routeId });
      return toStatusRecord(row);
    });
  }

  /** Back to the model alone; devices drop the status on their next sync (a tombstone). */
  async clearStatus(routeId: number): Promise<void> {
    await this.em().transactional(async (em) => {
      await lockLiveTrail(em, routeId);
      const row = await em.findOne(TrailStatusSchema, { routeId, deletedAt: null });
      if (!row) throw new NotFoundError('This trail has no status');
      row.deletedAt = new Date();
    });
  }

  /** Hides a report from riders, the verdict and devices (a sync tombstone); it stays for the record. */
  async hideReport(id: number): Promise<void> {
    const found = await this.em()
      .fork()
      .findOne(ConditionReportSchema, { id, deletedAt: null }, { fields: ['routeId'] });
    if (!found) throw new NotFoundError('Report not found');
    await this.em().transactional(async (em) => {
      // Trail first, then the report: the lock order of every write (decision 019). The report
      // is read again under the lock, since the trail's delete may have tombstoned it meanwhile.
      await em.findOne(TrailSchema, { id: found.routeId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      const row = await em.findOne(ConditionReportSchema, { id, deletedAt: null });
      if (!row) throw new NotFoundError('Report not found');
      row.hidden = true;
    });
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
}

/** Locks the live trail's row for this transaction (decision 019); a missing or deleted trail is a 404. */
async function lockLiveTrail(em: EntityManager, id: number): Promise<void> {
  const trail = await em.findOne(
    TrailSchema,
    { id, deletedAt: null },
    { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] },
  );
  if (!trail) throw new NotFoundError('Route not found');
}
