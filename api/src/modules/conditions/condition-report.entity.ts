import { OptionalProps } from '@mikro-orm/core';
import type { ReportCondition } from '@trailfinder/shared-types';
import { syncedTable, type SyncedRow } from '../../db/base-properties.js';

/** A rider's condition report. No account: the device's clientId is the idempotency key. */
export interface ConditionReportRow extends SyncedRow {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'deletedAt' | 'hidden' | 'note';
  routeId: number;
  condition: ReportCondition;
  note: string | null;
  /** Unique: a resend of a queued report finds the stored one instead of adding a second. */
  clientId: string;
  /** Hidden by an admin: gone from the verdict, the trail page and devices (a sync tombstone). */
  hidden: boolean;
}

export const ConditionReportSchema = syncedTable<ConditionReportRow>(
  { name: 'ConditionReport', tableName: 'condition_reports' },
  {
    routeId: { type: 'integer', index: true },
    condition: { type: 'string', length: 20 },
    note: { type: 'text', nullable: true },
    clientId: { type: 'string', length: 64, unique: true },
    hidden: { type: 'boolean', default: false },
  },
);
