import type { Event } from '@trailfinder/shared-types';

/** Builder for unit tests only (never imported by the app). */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    name: 'Karkloof Classic',
    description: 'A marathon through the Karkloof forests.',
    eventDate: '2025-08-02T05:00:00.000Z',
    location: 'Howick',
    province: 'KwaZulu-Natal',
    eventType: 'Marathon',
    raceType: 'mountain-bike',
    difficulty: 'intermediate',
    distance: '60 km',
    registrationUrl: 'https://example.org/enter',
    imageUrl: null,
    contactEmail: null,
    contactPhone: null,
    entryFee: 'R650',
    maxParticipants: null,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
