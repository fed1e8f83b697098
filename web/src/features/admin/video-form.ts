import { extractYoutubeId, VideoInput, type Video, type VideoCategory } from '@trailfinder/shared-types';

export interface VideoFormValues {
  title: string;
  youtubeUrl: string;
  description: string;
  category: VideoCategory;
  /** As typed; non-numeric becomes 0 when saved. */
  orderIndex: string;
  featured: boolean;
  active: boolean;
}
export const VIDEO_FIELDS = ['title', 'youtubeUrl', 'description', 'category', 'orderIndex'] as const;
export type VideoField = (typeof VIDEO_FIELDS)[number];
export type VideoFormErrors = Partial<Record<VideoField, string>>;

/** Defaults of a new video: general, not featured, active, order 0. */
export function emptyVideoForm(): VideoFormValues {
  return {
    title: '',
    youtubeUrl: '',
    description: '',
    category: 'general',
    orderIndex: '0',
    featured: false,
    active: true,
  };
}

export function videoFormFromVideo(video: Video): VideoFormValues {
  return {
    title: video.title,
    youtubeUrl: video.youtubeUrl,
    description: video.description ?? '',
    category: video.category,
    orderIndex: String(video.orderIndex),
    featured: video.featured,
    active: video.active,
  };
}

/** Display order: a whole number of 0 or more; anything non-numeric becomes 0. */
export function coerceOrderIndex(text: string): number {
  const n = Math.trunc(Number(text));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The body of POST /api/videos and PUT /api/videos/:id. */
export function videoPayload(values: VideoFormValues): VideoInput {
  return {
    title: values.title,
    description: values.description,
    youtubeUrl: values.youtubeUrl.trim(),
    youtubeId: extractYoutubeId(values.youtubeUrl),
    category: values.category,
    featured: values.featured,
    active: values.active,
    orderIndex: coerceOrderIndex(values.orderIndex),
  };
}

/** Field errors from the shared video schema (title required, a YouTube link with an id...). */
export function videoFormErrors(values: VideoFormValues): VideoFormErrors {
  const result = VideoInput.safeParse(videoPayload(values));
  const errors: VideoFormErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as VideoField;
      if (!errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}
