import type { Event } from '@trailfinder/shared-types';
import type { TrailEvent } from './event.entity.js';

export function toEvent(e: TrailEvent): Event {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    eventDate: e.eventDate.toISOString(),
    location: e.location,
    province: e.province,
    eventType: e.eventType,
    raceType: e.raceType,
    difficulty: e.difficulty,
    distance: e.distance,
    registrationUrl: e.registrationUrl,
    imageUrl: e.imageUrl,
    contactEmail: e.contactEmail,
    contactPhone: e.contactPhone,
    entryFee: e.entryFee,
    maxParticipants: e.maxParticipants,
    isActive: e.isActive,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
