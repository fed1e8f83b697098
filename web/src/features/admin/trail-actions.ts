import type { Route } from '@trailfinder/shared-types';
import { syncNow } from '../../lib/sync-engine';
import { invalidateAdminData } from './admin-data-store';
import { adminWrite } from './admin-write';
import { adminApi } from './api';
import { serverIssues, serverMessage } from './server-issues';
import { serverFieldErrors, trailPayload, type TrailFormErrors, type TrailFormValues } from './trail-form';

export interface TrailSaveFailure {
  fields: TrailFormErrors;
  /** The server's message when no field could carry it. */
  message: string | null;
}

/** Spec section 4: after a trail write the admin list and stats refetch, and public lists sync. */
function refreshAfterTrailWrite(): void {
  invalidateAdminData('routes', 'stats', 'reviews');
  void syncNow();
}

/** Creates or updates a trail with the spec's toasts; null on success. */
export async function saveTrail(values: TrailFormValues, id: number | null): Promise<TrailSaveFailure | null> {
  const result = await adminWrite(
    () =>
      id === null
        ? adminApi.createRoute(trailPayload(values, 'create'))
        : adminApi.updateRoute(id, trailPayload(values, 'edit')),
    id === null
      ? {
          success: ['Trail created', 'The new trail has been successfully added.'],
          failure: 'Failed to create trail. Please try again.',
        }
      : {
          success: ['Trail updated', 'The trail has been successfully updated.'],
          failure: 'Failed to update trail. Please try again.',
        },
    refreshAfterTrailWrite,
  );
  if (result.ok) return null;
  const fields = serverFieldErrors(serverIssues(result.error));
  return {
    fields,
    message: Object.keys(fields).length ? null : serverMessage(result.error, 'The trail was not saved.'),
  };
}

/** Deletes a trail (and, on the server, its reviews); true when it is gone. */
export async function deleteTrail(route: Pick<Route, 'id'>): Promise<boolean> {
  const result = await adminWrite(
    () => adminApi.deleteRoute(route.id),
    {
      success: ['Trail deleted', 'The trail has been successfully deleted.'],
      failure: 'Failed to delete trail. Please try again.',
    },
    refreshAfterTrailWrite,
  );
  return result.ok;
}
