import { EventInput, type Event } from '@trailfinder/shared-types';
import type { ResourceForm } from './admin-resource';
import { schemaFieldErrors } from './server-issues';

export interface EventFormValues {
  name: string;
  description: string;
  /** YYYY-MM-DD, as a date input gives it. */
  eventDate: string;
  location: string;
  province: string;
  eventType: string;
  raceType: string;
  difficulty: string;
  distance: string;
  registrationUrl: string;
  imageUrl: string;
  contactEmail: string;
  contactPhone: string;
  entryFee: string;
  maxParticipants: string;
  isActive: boolean;
}
export type EventField = Exclude<keyof EventFormValues, 'isActive'>;
export type EventFormErrors = Partial<Record<EventField, string>>;

/** The form's fields a server message can be shown beside. */
export const EVENT_FIELDS: readonly EventField[] = [
  'name',
  'description',
  'eventDate',
  'location',
  'province',
  'eventType',
  'raceType',
  'difficulty',
  'distance',
  'registrationUrl',
  'imageUrl',
  'contactEmail',
  'contactPhone',
  'entryFee',
  'maxParticipants',
];

export function emptyEventForm(): EventFormValues {
  return {
    name: '',
    description: '',
    eventDate: '',
    location: '',
    province: '',
    eventType: '',
    raceType: 'mountain-bike',
    difficulty: 'intermediate',
    distance: '',
    registrationUrl: '',
    imageUrl: '',
    contactEmail: '',
    contactPhone: '',
    entryFee: '',
    maxParticipants: '',
    isActive: true,
  };
}

export function eventFormFromEvent(event: Event): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    eventDate: event.eventDate.slice(0, 10),
    location: event.location,
    province: event.province,
    eventType: event.eventType,
    raceType: event.raceType,
    difficulty: event.difficulty,
    distance: event.distance ?? '',
    registrationUrl: event.registrationUrl ?? '',
    imageUrl: event.imageUrl ?? '',
    contactEmail: event.contactEmail ?? '',
    contactPhone: event.contactPhone ?? '',
    entryFee: event.entryFee ?? '',
    maxParticipants: event.maxParticipants === null ? '' : String(event.maxParticipants),
    isActive: event.isActive,
  };
}

/** The API body; an unchanged date of an existing event is left out so its time of day is kept. */
export function eventPayload(values: EventFormValues, original?: Event): EventInput {
  const { maxParticipants, eventDate, ...rest } = values;
  const body = {
    ...rest,
    eventDate,
    province: rest.province as EventInput['province'],
    raceType: rest.raceType as EventInput['raceType'],
    difficulty: rest.difficulty as EventInput['difficulty'],
    maxParticipants: maxParticipants.trim() === '' ? null : Number(maxParticipants),
  };
  if (original && original.eventDate.slice(0, 10) === eventDate) body.eventDate = original.eventDate;
  return body;
}

/** Field errors from the shared event schema. */
export function eventFormErrors(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  if (values.eventDate.trim() === '') errors.eventDate = 'Event date is required';
  return { ...schemaFieldErrors(EventInput, eventPayload(values), EVENT_FIELDS), ...errors };
}

/** The event form as the admin section uses it. */
export const eventForm: ResourceForm<Event, EventFormValues, EventField> = {
  collection: 'events',
  noun: 'Event',
  fields: EVENT_FIELDS,
  empty: emptyEventForm,
  fromItem: eventFormFromEvent,
  errors: eventFormErrors,
  payload: (values, event) => eventPayload(values, event ?? undefined),
};
