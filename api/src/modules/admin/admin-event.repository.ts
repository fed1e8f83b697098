import type { EntityManager } from '@mikro-orm/core';
import type { z } from 'zod';
import type { Event, EventInput, EventUpdateInput } from '@trailfinder/shared-types';
import { EventSchema, toEvent, type TrailEvent } from '../events/index.js';
import { copyFields, ManagedTable, orNull, withoutAbsent } from '../../db/managed-table.js';

type CreateBody = z.output<typeof EventInput>;
type UpdateBody = z.output<typeof EventUpdateInput>;

const COPIED = [
  ...['name', 'description', 'location', 'province', 'eventType', 'raceType', 'difficulty', 'distance'],
  ...['contactPhone', 'entryFee', 'maxParticipants', 'isActive'],
] as const;

/** Body -> entity fields; absent fields stay undefined so an update keeps them. */
function eventFields(body: UpdateBody): Partial<TrailEvent> {
  return withoutAbsent<Partial<TrailEvent>>({
    ...copyFields(body, COPIED),
    eventDate: body.eventDate === undefined ? undefined : new Date(body.eventDate),
    registrationUrl: orNull(body.registrationUrl),
    imageUrl: orNull(body.imageUrl),
    contactEmail: orNull(body.contactEmail),
  });
}

/** The admin's event management: every event by date (inactive and past ones too), soft deletes. */
export class AdminEventRepository extends ManagedTable<TrailEvent, Event, CreateBody, UpdateBody> {
  constructor(em: () => EntityManager) {
    super(em, {
      schema: EventSchema,
      notFound: 'Event not found',
      orderBy: { eventDate: 'asc', id: 'asc' },
      toDto: toEvent,
      fields: eventFields,
      blank: () => ({
        distance: null,
        registrationUrl: null,
        imageUrl: null,
        contactEmail: null,
        contactPhone: null,
        entryFee: null,
        maxParticipants: null,
      }),
    });
  }
}
