import type { EntityManager } from '@mikro-orm/core';
import {
  EVENT_ORDER,
  matchesEventFilters,
  startOfSouthAfricanDay,
  type Event,
  type EventQuery,
} from '@trailfinder/shared-types';
import { EventSchema } from './event.entity.js';
import { toEvent } from './event.mapper.js';

/** Public event queries: active, not deleted, from the start of today (South African time). */
export class EventRepository {
  constructor(private readonly em: () => EntityManager) {}

  async upcoming(filters: EventQuery, now = new Date()): Promise<Event[]> {
    const rows = await this.em().find(
      EventSchema,
      {
        isActive: true,
        deletedAt: null,
        eventDate: { $gte: startOfSouthAfricanDay(now) },
      },
      { orderBy: Object.fromEntries(EVENT_ORDER.map((key) => [key, 'asc'])) },
    );
    // The calendar is a few dozen rows: province and type (eventType, raceType or its label, any
    // letter case) run through the same function the web app uses for its option counts.
    return rows.map(toEvent).filter((e) => matchesEventFilters(e, filters));
  }
}
