import { describe, expect, it } from 'vitest';
import type { Event } from '@trailfinder/shared-types';
import { emptyEventForm, eventFormErrors, eventPayload } from './event-form';

const filled = () => ({
  ...emptyEventForm(),
  name: 'Cape Epic Prologue',
  eventDate: '2030-03-15',
  location: 'Lourensford',
  province: 'Western Cape',
  eventType: 'Stage Race',
});

describe('event form', () => {
  it('accepts a complete event and sends an empty participant limit as null', () => {
    expect(eventFormErrors(filled())).toEqual({});
    expect(eventPayload(filled())).toMatchObject({ maxParticipants: null, raceType: 'mountain-bike', isActive: true });
  });

  it('names the missing fields', () => {
    const errors = eventFormErrors(emptyEventForm());
    expect(errors).toMatchObject({
      name: 'Name is required',
      eventDate: 'Event date is required',
      location: 'Location is required',
    });
  });

  it("keeps an existing event's time when the date is unchanged", () => {
    const original = { eventDate: '2030-03-15T06:30:00.000Z' } as Event;
    expect(eventPayload(filled(), original).eventDate).toBe('2030-03-15T06:30:00.000Z');
    expect(eventPayload({ ...filled(), eventDate: '2030-03-16' }, original).eventDate).toBe('2030-03-16');
  });
});
