import { adminWrite } from './admin-write';
import { adminApi } from './api';
import { serverIssues } from './server-issues';
import { refreshAfterVideoWrite } from './video-delete';
import { videoPayload, type VideoField, type VideoFormErrors, type VideoFormValues } from './video-form';

/** Creates or updates a video with the spec's toasts; null on success, else the 400's field errors. */
export async function saveVideo(values: VideoFormValues, id: number | null): Promise<VideoFormErrors | null> {
  const result = await adminWrite(
    () => (id === null ? adminApi.createVideo(videoPayload(values)) : adminApi.updateVideo(id, videoPayload(values))),
    id === null
      ? {
          success: ['Video created', 'The new video has been successfully added.'],
          failure: 'Failed to create video. Please try again.',
        }
      : {
          success: ['Video updated', 'The video has been successfully updated.'],
          failure: 'Failed to update video. Please try again.',
        },
    refreshAfterVideoWrite,
  );
  if (result.ok) return null;
  const errors: VideoFormErrors = {};
  for (const issue of serverIssues(result.error)) errors[issue.path.split('.')[0] as VideoField] ??= issue.message;
  return errors;
}
