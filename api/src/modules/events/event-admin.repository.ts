import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import type { z } from 'zod';
import type { Event, EventInput, EventUpdateInput } from '@trailfinder/shared-types';
import { EventSchema, type TrailEvent } from './event.entity.js';
import { toEvent } from './event.mapper.js';
import { NotFoundError } from '../../plugins/app/errors.js';

type CreateBody = z.output<typeof EventInput>;
type UpdateBody = z.output<typeof EventUpdateInput>;

const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** Body -> entity fields; absent fields stay undefined so an update keeps them. */
function eventFields(body: UpdateBody): Partial<TrailEvent> {
  const fields: Partial<TrailEvent> = {
    name: body.name,
    description: body.description,
    eventDate: body.eventDate === undefined ? undefined : new Date(body.eventDate),
    location: body.location,
    province: body.province,
    eventType: body.eventType,
    raceType: body.raceType,
    difficulty: body.difficulty,
    distance: body.distance,
    registrationUrl: orNull(body.registrationUrl),
    imageUrl: orNull(body.imageUrl),
    contactEmail: orNull(body.contactEmail),
    contactPhone: body.contactPhone,
    entryFee: body.entryFee,
    maxParticipants: body.maxParticipants,
    isActive: body.isActive,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** The admin's event management: every event (inactive and past ones too), soft deletes. */
export class EventAdminRepository {
  constructor(private readonly em: () => EntityManager) {}

  async list(): Promise<Event[]> {
    const rows = await this.em().find(EventSchema, { deletedAt: null }, { orderBy: { eventDate: 'asc', id: 'asc' } });
    return rows.map(toEvent);
  }

  async create(body: CreateBody): Promise<Event> {
    const em = this.em();
    const event = em.create(EventSchema, {
      distance: null,
      registrationUrl: null,
      imageUrl: null,
      contactEmail: null,
      contactPhone: null,
      entryFee: null,
      maxParticipants: null,
      // The create schema's defaults and required fields fill the rest.
      ...(eventFields(body) as RequiredEntityData<TrailEvent>),
    });
    await em.flush();
    return toEvent(event);
  }

  async update(id: number, body: UpdateBody): Promise<Event> {
    const em = this.em();
    const event = await em.findOne(EventSchema, { id, deletedAt: null });
    if (!event) throw new NotFoundError('Event not found');
    Object.assign(event, eventFields(body));
    await em.flush();
    return toEvent(event);
  }

  /** Soft delete: devices drop the event on their next sync. */
  async remove(id: number): Promise<void> {
    const em = this.em();
    const event = await em.findOne(EventSchema, { id, deletedAt: null });
    if (!event) throw new NotFoundError('Event not found');
    event.deletedAt = new Date();
    await em.flush();
  }
}
