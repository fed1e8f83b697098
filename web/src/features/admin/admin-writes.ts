import type { QueryKey } from '@tanstack/react-query';
import type { Event, Trail, TrailStatusInput } from '@trailfinder/shared-types';
import { ADMIN_STATUS_LABELS } from '@trailfinder/shared-types/rules';
import { toaster } from '../../components/toaster-store';
import { queryClient } from '../../lib/query/query-client';
import { queryKeys } from '../../lib/query/query-keys';
import { syncNow } from '../../lib/sync-engine';
import { adminClient, type AdminCollection } from './admin-client';
import { onAdminUnauthorized } from './admin-session';
import { fieldErrors, serverMessage } from './server-issues';

/**
 * Every admin write, with its toasts and what it refreshes: the admin lists it changes, and the
 * public copy on this device (a sync), since riders see the change too. Never throws.
 */
const NOUN: Record<AdminCollection, string> = { trails: 'trail', videos: 'video', events: 'event', reviews: 'review' };

/** A review's removal moves the trail's rating; a trail's removal takes its reviews with it. */
const REFRESH_AFTER: Record<AdminCollection, QueryKey[]> = {
  trails: [queryKeys.admin.trails, queryKeys.admin.stats, queryKeys.admin.reviews],
  videos: [queryKeys.admin.videos, queryKeys.admin.stats],
  events: [queryKeys.admin.events],
  reviews: [queryKeys.admin.reviews, queryKeys.admin.trails, queryKeys.admin.stats],
};

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

interface Messages {
  success: [title: string, description: string];
  failure: string;
}

function messages(collection: AdminCollection, action: 'create' | 'update' | 'delete'): Messages {
  const noun = NOUN[collection];
  const done = { create: 'created', update: 'updated', delete: 'deleted' }[action];
  const description =
    action === 'create' ? `The new ${noun} has been successfully added.` : `The ${noun} has been successfully ${done}.`;
  return {
    success: [`${capital(noun)} ${done}`, description],
    failure: `Failed to ${action} ${noun}. Please try again.`,
  };
}

type WriteResult = { ok: true } | { ok: false; error: unknown };

async function run(collection: AdminCollection, op: () => Promise<unknown>, m: Messages): Promise<WriteResult> {
  try {
    await op();
  } catch (error) {
    console.warn(m.failure, error);
    toaster.create({ type: 'error', title: 'Error', description: m.failure });
    onAdminUnauthorized(queryClient, error);
    return { ok: false, error };
  }
  const [title, description] = m.success;
  toaster.create({ type: 'success', title, description });
  for (const queryKey of REFRESH_AFTER[collection]) void queryClient.invalidateQueries({ queryKey });
  void syncNow();
  return { ok: true };
}

export interface SaveFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  /** The server's message when no field could carry it. */
  message: string | null;
}

/** Creates (id null) or updates a trail, video or event; null on success, else what to show. */
export async function saveAdminItem<F extends string>(
  collection: Exclude<AdminCollection, 'reviews'>,
  id: number | null,
  payload: unknown,
  fields: readonly F[],
): Promise<SaveFailure<F> | null> {
  // The payload was built from the form and checked against the shared schema by the caller.
  const api = adminClient[collection] as {
    create(b: unknown): Promise<unknown>;
    update(id: number, b: unknown): Promise<unknown>;
  };
  const result = await run(
    collection,
    () => (id === null ? api.create(payload) : api.update(id, payload)),
    messages(collection, id === null ? 'create' : 'update'),
  );
  if (result.ok) return null;
  const found = fieldErrors(result.error, fields);
  return {
    fields: found,
    message: Object.keys(found).length ? null : serverMessage(result.error, `The ${NOUN[collection]} was not saved.`),
  };
}

/** Deletes one item; true when it is gone. */
export async function deleteAdminItem(collection: AdminCollection, id: number): Promise<boolean> {
  return (await run(collection, () => adminClient[collection].remove(id), messages(collection, 'delete'))).ok;
}

/** Shows or hides an event on the public site. */
export async function setEventActive(event: Pick<Event, 'id' | 'name'>, isActive: boolean): Promise<boolean> {
  const m = messages('events', 'update');
  m.success[1] = `"${event.name}" is now ${isActive ? 'active' : 'inactive'}.`;
  return (await run('events', () => adminClient.events.update(event.id, { isActive }), m)).ok;
}

/** Sets a trail's status; null on success, else the field messages (or the server's words) to show. */
export async function setTrailStatus<F extends string>(
  trail: Pick<Trail, 'id' | 'name'>,
  input: TrailStatusInput,
  fields: readonly F[],
): Promise<SaveFailure<F> | null> {
  const m: Messages = {
    success: ['Trail status updated', `"${trail.name}" is now ${ADMIN_STATUS_LABELS[input.status]}.`],
    failure: 'Failed to update trail status. Please try again.',
  };
  const result = await run('trails', () => adminClient.trailStatus.set(trail.id, input), m);
  if (result.ok) return null;
  const found = fieldErrors(result.error, fields);
  return {
    fields: found,
    message: Object.keys(found).length ? null : serverMessage(result.error, 'The status was not saved.'),
  };
}

/** Clears a trail's status (the verdict rests on rain and reports again); true when it is gone. */
export async function clearTrailStatus(trail: Pick<Trail, 'id' | 'name'>): Promise<boolean> {
  const m: Messages = {
    success: ['Trail status cleared', `"${trail.name}" has no status now.`],
    failure: 'Failed to clear trail status. Please try again.',
  };
  return (await run('trails', () => adminClient.trailStatus.clear(trail.id), m)).ok;
}
