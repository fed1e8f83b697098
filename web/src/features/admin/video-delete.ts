import type { Video } from '@trailfinder/shared-types';
import { syncNow } from '../../lib/sync-engine';
import { invalidateAdminData } from './admin-data-store';
import { adminWrite } from './admin-write';
import { adminApi } from './api';

/** Admin lists and stats refetch; the public copy on this device (Dexie) syncs. */
export function refreshAfterVideoWrite(): void {
  invalidateAdminData('videos', 'stats');
  void syncNow();
}

/** Deletes a video with the spec's toasts; true when it is gone. (Kept apart from the zod-based form code.) */
export async function deleteVideo(video: Pick<Video, 'id'>): Promise<boolean> {
  const result = await adminWrite(
    () => adminApi.deleteVideo(video.id),
    {
      success: ['Video deleted', 'The video has been successfully deleted.'],
      failure: 'Failed to delete video. Please try again.',
    },
    refreshAfterVideoWrite,
  );
  return result.ok;
}
