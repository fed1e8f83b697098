import { extractYoutubeId, VideoInput, type Video, type VideoCategory } from '@trailfinder/shared-types';
import type { ResourceForm } from './admin-resource';
import { schemaFieldErrors } from './server-issues';

export interface VideoFormValues {
  title: string;
  youtubeUrl: string;
  description: string;
  category: VideoCategory;
  /** As typed; empty or non-numeric becomes 0 when saved, a number out of range is refused. */
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

/**
 * Display order as sent: empty or non-numeric becomes 0 (the spec's rule), but a number is sent
 * as typed, so -3 or 2.5 is refused by the shared schema ("Display order must be 0 or more")
 * instead of being quietly changed into something the admin did not ask for.
 */
export function coerceOrderIndex(text: string): number {
  const trimmed = text.trim();
  const n = trimmed === '' ? NaN : Number(trimmed);
  return Number.isFinite(n) ? n : 0;
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
  return schemaFieldErrors(VideoInput, videoPayload(values), VIDEO_FIELDS);
}

/** The video form as the admin section uses it. */
export const videoForm: ResourceForm<Video, VideoFormValues, VideoField> = {
  collection: 'videos',
  noun: 'Video',
  fields: VIDEO_FIELDS,
  empty: emptyVideoForm,
  fromItem: videoFormFromVideo,
  errors: videoFormErrors,
  payload: videoPayload,
};
