import type { EntityManager } from '@mikro-orm/core';
import { EVENT_TIME_ZONE, matchesEventFilters, type Event, type EventQuery } from '@trailfinder/shared-types';
import { EventSchema } from './event.entity.js';
import { toEvent } from './event.mapper.js';

/** Milliseconds the zone is ahead of UTC at `at` (e.g. +2 h for South Africa). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the calendar day containing `now` began in `timeZone` (midnight local time). */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const offset = zoneOffsetMs(timeZone, now);
  const local = new Date(now.getTime() + offset);
  const midnightWall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnightWall - zoneOffsetMs(timeZone, new Date(midnightWall - offset)));
}

/** Public event queries: active, not deleted, from the start of today (South African time). */
export class EventRepository {
  constructor(private readonly em: () => EntityManager) {}

  async upcoming(filters: EventQuery, now = new Date()): Promise<Event[]> {
    const rows = await this.em().find(
      EventSchema,
      {
        isActive: true,
        deletedAt: null,
        eventDate: { $gte: startOfDayIn(EVENT_TIME_ZONE, now) },
        ...(filters.province ? { province: filters.province } : {}),
      },
      { orderBy: { eventDate: 'asc', id: 'asc' } },
    );
    // The calendar is a few dozen rows: the type match (eventType, raceType or its label, any
    // letter case) runs through the same function the web app uses for its option counts.
    return rows.map(toEvent).filter((e) => matchesEventFilters(e, { type: filters.type }));
  }
}
