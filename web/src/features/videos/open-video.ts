import type { Video } from '@trailfinder/shared-types';
import { requestJson } from '../../lib/api-client';
import { videoLink } from './youtube';

/** Phones open the video in the same tab. */
export function isMobileDevice(): boolean {
  const narrow = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  return narrow || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/**
 * Records a view (fire and forget; a failure is only logged), then opens the video in a new tab.
 * On a phone, or when the pop-up is blocked (window.open gives null), the page navigates there.
 * `onCounted` receives the new count when the server answers.
 */
export function openVideo(
  video: Pick<Video, 'id' | 'youtubeUrl' | 'youtubeId'>,
  onCounted?: (n: number) => void,
): void {
  // keepalive: the request survives the page navigating away.
  requestJson<{ viewCount: number }>('POST', `/api/videos/${video.id}/view`, undefined, { keepalive: true })
    .then((res) => {
      if (typeof res?.viewCount === 'number') onCounted?.(res.viewCount);
    })
    .catch((err) => console.warn('Recording the video view failed', err));

  const url = videoLink(video);
  if (isMobileDevice()) {
    window.location.assign(url);
    return;
  }
  // Not 'noopener' in the features: with it window.open always returns null and a blocked
  // pop-up could not be told apart. The opener is cut by hand instead.
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}
