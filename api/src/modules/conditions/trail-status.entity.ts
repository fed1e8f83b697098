import { OptionalProps } from '@mikro-orm/core';
import type { AdminStatusKind } from '@trailfinder/shared-types';
import { syncedTable, type SyncedRow } from '../../db/base-properties.js';

/** The trail manager's status: at most one per trail (unique routeId), replaced by each PUT. */
export interface TrailStatusRow extends SyncedRow {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'deletedAt' | 'notice' | 'until';
  routeId: number;
  status: AdminStatusKind;
  notice: string | null;
  /** Inclusive South African date, YYYY-MM-DD; null = until changed. */
  until: string | null;
}

export const TrailStatusSchema = syncedTable<TrailStatusRow>(
  { name: 'TrailStatus', tableName: 'trail_statuses' },
  {
    routeId: { type: 'integer', unique: true },
    status: { type: 'string', length: 20 },
    notice: { type: 'text', nullable: true },
    until: { type: 'string', length: 10, nullable: true },
  },
);
