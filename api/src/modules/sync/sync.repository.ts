import type { EntityManager, EntitySchema } from '@mikro-orm/core';
import { SYNCED_TABLES, type SyncResponse, type SyncedTable } from '@trailfinder/shared-types';
import { TrailSchema, toTrail } from '../trails/index.js';
import { EventSchema, toEvent } from '../events/index.js';
import { NewsArticleSchema, toNews } from '../news/index.js';
import { VideoSchema, toVideo } from '../videos/index.js';
import { toTrackRef, tracksChangedSince } from '../tracks/index.js';
import { ConditionReportSchema, TrailStatusSchema, toConditionReport, toSyncedStatus } from '../conditions/index.js';

interface Changeable {
  id: number;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** How one synced table is read: its entity, whether riders may see a row, and the row's API shape. */
interface SyncSource<T extends Changeable> {
  schema: EntitySchema<T>;
  visible: (row: T) => boolean;
  toDto: (row: T) => SyncResponse[SyncedTable][number];
}

const source = <T extends Changeable>(s: SyncSource<T>) => s as unknown as SyncSource<Changeable>;

/** One entry per table of the shared SYNCED_TABLES list (a missing one is a type error). */
const SOURCES: Record<SyncedTable, SyncSource<Changeable>> = {
  routes: source({ schema: TrailSchema, visible: () => true, toDto: toTrail }),
  events: source({ schema: EventSchema, visible: (r) => r.isActive, toDto: toEvent }),
  videos: source({ schema: VideoSchema, visible: (r) => r.active, toDto: toVideo }),
  news: source({ schema: NewsArticleSchema, visible: (r) => r.isActive, toDto: toNews }),
  conditions: source({ schema: ConditionReportSchema, visible: (r) => !r.hidden, toDto: toConditionReport }),
  statuses: source({ schema: TrailStatusSchema, visible: () => true, toDto: toSyncedStatus }),
};

/**
 * Delta sync: rows whose updatedAt is after the cursor. A row that is deleted, or hidden from the
 * public (inactive event, news or video), goes out as a tombstone id so devices drop it.
 *
 * The cursor is the newest updatedAt seen, but never later than SETTLE_MS before the reads began.
 * A write stamps updatedAt when it flushes and becomes visible when it commits: one that was
 * stamped before a newer row but committed after the reads would lie behind a cursor of "newest
 * seen" and never reach the device. Rows of the last minute are sent again instead (the device
 * upserts them); this also covers instances whose clocks differ by less than that.
 */
export const SETTLE_MS = 60_000;

export class SyncRepository {
  constructor(
    private readonly em: () => EntityManager,
    private readonly now: () => number = Date.now,
  ) {}

  async changesSince(since: Date | undefined): Promise<SyncResponse> {
    const em = this.em();
    const settled = this.now() - SETTLE_MS;
    const rows = await Promise.all(SYNCED_TABLES.map((table) => changed(em, SOURCES[table].schema, since)));
    const tracks = await tracksChangedSince(em, since);
    const newest = [...rows.flat(), ...tracks].reduce(
      (max, r) => Math.max(max, r.updatedAt.getTime()),
      since?.getTime() ?? 0,
    );

    // Never behind the cursor the device sent: it would only ask for the same rows again.
    const cursor = Math.max(since?.getTime() ?? 0, Math.min(newest, settled));
    const answer = { cursor: new Date(cursor).toISOString(), full: since === undefined, deleted: {} } as SyncResponse;
    // Tracks are not a device table of their own: their figures and versions tell the device
    // which lines to fetch (for the trails it saved) and which to drop.
    answer.tracks = tracks.filter((t) => t.deletedAt === null).map(toTrackRef);
    answer.deleted.tracks = since ? tracks.filter((t) => t.deletedAt !== null).map((t) => t.id) : [];
    SYNCED_TABLES.forEach((table, i) => {
      const { visible, toDto } = SOURCES[table];
      const live = (r: Changeable) => r.deletedAt === null && visible(r);
      (answer[table] as unknown[]) = rows[i].filter(live).map(toDto);
      // A full sync replaces the device's copy, so it needs no tombstones.
      answer.deleted[table] = since ? rows[i].filter((r) => !live(r)).map((r) => r.id) : [];
    });
    return answer;
  }
}

async function changed<T extends Changeable>(
  em: EntityManager,
  schema: EntitySchema<T>,
  since: Date | undefined,
): Promise<T[]> {
  // The filter shape is the same for every synced table; MikroORM cannot infer it generically.
  const where = (since ? { updatedAt: { $gt: since } } : { deletedAt: null }) as never;
  return em.find(schema, where, { orderBy: { id: 'asc' } as never });
}
