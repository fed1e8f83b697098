import type { EntityManager, EntitySchema } from '@mikro-orm/core';
import type { SyncResponse } from '@trailfinder/shared-types';
import { TrailSchema, type Trail } from '../trails/trail.entity.js';
import { EventSchema, type TrailEvent } from '../events/event.entity.js';
import { NewsArticleSchema, type NewsArticle } from '../news/news.entity.js';
import { VideoSchema, type Video } from '../videos/video.entity.js';
import { toRoute } from '../trails/trail.mapper.js';
import { toEvent } from '../events/event.mapper.js';
import { toNews } from '../news/news.mapper.js';
import { toVideo } from '../videos/video.mapper.js';

interface Changeable {
  id: number;
  updatedAt: Date;
  deletedAt: Date | null;
}

/**
 * Delta sync: rows whose updatedAt is after the cursor. A row that is deleted, or hidden from the
 * public (inactive event, news or video), goes out as a tombstone id so devices drop it.
 * The cursor is the newest updatedAt seen (ms precision, as stored).
 */
export class SyncRepository {
  constructor(private readonly em: () => EntityManager) {}

  async changesSince(since: Date | undefined): Promise<SyncResponse> {
    const em = this.em();
    const [trails, events, videos, news] = await Promise.all([
      changed<Trail>(em, TrailSchema, since),
      changed<TrailEvent>(em, EventSchema, since),
      changed<Video>(em, VideoSchema, since),
      changed<NewsArticle>(em, NewsArticleSchema, since),
    ]);
    const all: Changeable[] = [...trails, ...events, ...videos, ...news];
    const newest = all.reduce((max, r) => Math.max(max, r.updatedAt.getTime()), since?.getTime() ?? 0);

    const split = <T extends Changeable>(rows: T[], visible: (r: T) => boolean) => ({
      live: rows.filter((r) => r.deletedAt === null && visible(r)),
      gone: rows.filter((r) => r.deletedAt !== null || !visible(r)).map((r) => r.id),
    });
    const t = split(trails, () => true);
    const e = split(events, (r) => r.isActive);
    const v = split(videos, (r) => r.active);
    const n = split(news, (r) => r.isActive);

    return {
      cursor: new Date(newest).toISOString(),
      full: since === undefined,
      routes: t.live.map(toRoute),
      events: e.live.map(toEvent),
      videos: v.live.map(toVideo),
      news: n.live.map(toNews),
      // A full sync replaces the device's copy, so it needs no tombstones.
      deleted: since
        ? { routes: t.gone, events: e.gone, videos: v.gone, news: n.gone }
        : { routes: [], events: [], videos: [], news: [] },
    };
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
