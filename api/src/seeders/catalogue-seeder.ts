import type { EntityManager } from '@mikro-orm/core';
import { TrailSchema } from '../modules/trails/index.js';
import { EventSchema } from '../modules/events/index.js';
import { NewsArticleSchema } from '../modules/news/index.js';
import { VideoSchema } from '../modules/videos/index.js';
import { newsSources, seedEvents, seedNews, seedTrails, seedVideos } from './catalogue.js';
import type { SeedEvent } from './seed-types.js';
import { trailSurfaces } from './data/trail-surfaces.js';
import { seededAccess } from './data/seeded-access.js';

export interface SeedResult {
  trails: number;
  events: number;
  news: number;
  videos: number;
}

const DAY = 86_400_000;

/** Next start of a yearly event after `now`, at 07:00 South African time (05:00 UTC). */
export function nextOccurrence(e: Pick<SeedEvent, 'month' | 'day'>, now: Date): Date {
  const year = now.getUTCFullYear();
  const at = (y: number) => new Date(Date.UTC(y, e.month - 1, e.day, 5));
  const thisYear = at(year);
  return thisYear.getTime() > now.getTime() ? thisYear : at(year + 1);
}

/**
 * Adds every catalogue item that is not in the database yet (trails and events by name, news by
 * url, videos by YouTube id), in one transaction. Safe to run again: it never duplicates.
 */
export async function seedCatalogue(em: EntityManager, now = new Date()): Promise<SeedResult> {
  return em.transactional(async (tx) => {
    const result: SeedResult = { trails: 0, events: 0, news: 0, videos: 0 };

    const trailNames = new Set((await tx.find(TrailSchema, {}, { fields: ['name'] })).map((t) => t.name));
    for (const t of seedTrails) {
      if (trailNames.has(t.name)) continue;
      const { lat, lng, ...rest } = t;
      tx.create(TrailSchema, {
        ...rest,
        coordinates: [[lat, lng]],
        imageUrl: null,
        contactEmail: t.contactEmail ?? null,
        contactPhone: t.contactPhone ?? null,
        website: t.website ?? null,
        surface: trailSurfaces[t.name]?.surface ?? 'unknown',
        access: seededAccess(t.name),
        deletedAt: null,
      });
      result.trails++;
    }

    const eventNames = new Set((await tx.find(EventSchema, {}, { fields: ['name'] })).map((e) => e.name));
    for (const e of seedEvents) {
      if (eventNames.has(e.name)) continue;
      const { month: _m, day: _d, ...rest } = e;
      tx.create(EventSchema, {
        ...rest,
        eventDate: nextOccurrence(e, now),
        registrationUrl: e.registrationUrl ?? null,
        imageUrl: null,
        contactEmail: e.contactEmail ?? null,
        contactPhone: e.contactPhone ?? null,
        entryFee: e.entryFee ?? null,
        maxParticipants: e.maxParticipants ?? null,
        deletedAt: null,
      });
      result.events++;
    }

    const colours = new Map(newsSources.map((s) => [s.name, s.color]));
    const urls = new Set((await tx.find(NewsArticleSchema, {}, { fields: ['url'] })).map((n) => n.url));
    for (const n of seedNews) {
      if (urls.has(n.url)) continue;
      const { daysAgo, ...rest } = n;
      tx.create(NewsArticleSchema, {
        ...rest,
        imageUrl: null,
        sourceColor: colours.get(n.source) ?? null,
        publishedAt: new Date(now.getTime() - daysAgo * DAY),
        deletedAt: null,
      });
      result.news++;
    }

    const youtubeIds = new Set((await tx.find(VideoSchema, {}, { fields: ['youtubeId'] })).map((v) => v.youtubeId));
    for (const v of seedVideos) {
      if (youtubeIds.has(v.youtubeId)) continue;
      tx.create(VideoSchema, {
        ...v,
        thumbnail: `https://i.ytimg.com/vi/${v.youtubeId}/hqdefault.jpg`,
        deletedAt: null,
      });
      result.videos++;
    }
    return result;
  });
}

/** First start: load the catalogue only into a database that has never held a trail. */
export async function seedIfEmpty(em: EntityManager): Promise<SeedResult | null> {
  const count = await em.count(TrailSchema, {});
  return count === 0 ? seedCatalogue(em) : null;
}
