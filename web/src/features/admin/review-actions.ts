import type { AdminReview } from '@trailfinder/shared-types';
import { syncNow } from '../../lib/sync-engine';
import { invalidateAdminData } from './admin-data-store';
import { adminWrite } from './admin-write';
import { adminApi } from './api';

/** Removes a review; the trail's rating follows on the server, so trails and stats refresh too. */
export async function deleteReview(review: Pick<AdminReview, 'id'>): Promise<boolean> {
  const result = await adminWrite(
    () => adminApi.deleteReview(review.id),
    {
      success: ['Review deleted', 'The review has been successfully deleted.'],
      failure: 'Failed to delete review. Please try again.',
    },
    () => {
      invalidateAdminData('reviews', 'routes', 'stats');
      void syncNow();
    },
  );
  return result.ok;
}
