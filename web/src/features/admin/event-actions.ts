import type { Event } from '@trailfinder/shared-types';
import { syncNow } from '../../lib/sync-engine';
import { invalidateAdminData } from './admin-data-store';
import { adminWrite } from './admin-write';
import { adminApi } from './api';
import { serverIssues, serverMessage } from './server-issues';
import { eventPayload, type EventField, type EventFormErrors, type EventFormValues } from './event-form';

/** The admin list refetches; the public events on this device (Dexie) sync. */
function refreshAfterEventWrite(): void {
  invalidateAdminData('events');
  void syncNow();
}

export interface EventSaveFailure {
  fields: EventFormErrors;
  message: string | null;
}

export async function saveEvent(values: EventFormValues, original: Event | null): Promise<EventSaveFailure | null> {
  const result = await adminWrite(
    () =>
      original
        ? adminApi.updateEvent(original.id, eventPayload(values, original))
        : adminApi.createEvent(eventPayload(values)),
    original
      ? {
          success: ['Event updated', 'The event has been successfully updated.'],
          failure: 'Failed to update event. Please try again.',
        }
      : {
          success: ['Event created', 'The new event has been successfully added.'],
          failure: 'Failed to create event. Please try again.',
        },
    refreshAfterEventWrite,
  );
  if (result.ok) return null;
  const fields: EventFormErrors = {};
  for (const issue of serverIssues(result.error)) fields[issue.path.split('.')[0] as EventField] ??= issue.message;
  return {
    fields,
    message: Object.keys(fields).length ? null : serverMessage(result.error, 'The event was not saved.'),
  };
}

/** Shows or hides an event on the public site. */
export async function setEventActive(event: Event, isActive: boolean): Promise<boolean> {
  const result = await adminWrite(
    () => adminApi.updateEvent(event.id, { isActive }),
    {
      success: ['Event updated', `"${event.name}" is now ${isActive ? 'active' : 'inactive'}.`],
      failure: 'Failed to update event. Please try again.',
    },
    refreshAfterEventWrite,
  );
  return result.ok;
}

export async function deleteEvent(event: Pick<Event, 'id'>): Promise<boolean> {
  const result = await adminWrite(
    () => adminApi.deleteEvent(event.id),
    {
      success: ['Event deleted', 'The event has been successfully deleted.'],
      failure: 'Failed to delete event. Please try again.',
    },
    refreshAfterEventWrite,
  );
  return result.ok;
}
