import { queryClient } from '../../lib/query/query-client';
import { queryKeys } from '../../lib/query/query-keys';
import { syncNow } from '../../lib/sync-engine';
import { adminClient } from './admin-client';
import { onAdminUnauthorized } from './admin-session';
import { serverMessage } from './server-issues';

export type PhotoResult = { ok: true; imageUrl: string | null } | { ok: false; message: string };

/** After a change the admin list refetches and this device syncs, so the cards show it too. */
function refresh(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.trails });
  void syncNow();
}

async function run(op: () => Promise<string | null>, failure: string): Promise<PhotoResult> {
  try {
    const imageUrl = await op();
    refresh();
    return { ok: true, imageUrl };
  } catch (error) {
    console.warn(failure, error);
    onAdminUnauthorized(queryClient, error);
    return { ok: false, message: serverMessage(error, failure) };
  }
}

export const uploadTrailPhoto = (trailId: number, file: File) =>
  run(
    async () => (await adminClient.trailImage.upload(trailId, file)).imageUrl,
    'The photo could not be uploaded. Check your connection and try again.',
  );

export const removeTrailPhoto = (trailId: number) =>
  run(async () => {
    await adminClient.trailImage.remove(trailId);
    return null;
  }, 'The photo could not be removed. Check your connection and try again.');
