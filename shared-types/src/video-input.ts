import { z } from 'zod';
import { VIDEO_CATEGORIES } from './constants.js';
import { optionalHttpUrl } from './common.js';
import { Video } from './content.js';
import { updateSchema } from './admin.js';

export const YOUTUBE_ID_LENGTH = 11;

// The 11 characters after youtu.be/, v/, embed/, watch?v= or &v=.
const YOUTUBE_ID = /(?:youtu\.be\/|\/v\/|\/embed\/|watch\?v=|&v=)([A-Za-z0-9_-]{11})/;

/** The YouTube id in a video link, or '' when there is none. The server and the video form both use it. */
export function extractYoutubeId(url: string): string {
  return YOUTUBE_ID.exec(url)?.[1] ?? '';
}

/** Default thumbnail of a YouTube video. */
export function youtubeThumbnail(youtubeId: string): string {
  return `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;
}

/** Fallback link built from the id. */
export function youtubeWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${youtubeId}`;
}

// Scheme and host only: no user-info ('youtube.com@evil.example') or port can slip in.
const YOUTUBE_ORIGIN = /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com|youtu\.be|www\.youtube-nocookie\.com)(?:[/?#]|$)/i;

/** An http(s) link on a YouTube host that carries a video id. */
export function isYoutubeVideoUrl(url: string): boolean {
  return YOUTUBE_ORIGIN.test(url) && extractYoutubeId(url) !== '';
}

export const VIDEO_CATEGORY_KEYS = Object.keys(VIDEO_CATEGORIES) as [keyof typeof VIDEO_CATEGORIES];

/**
 * Body of POST /api/videos and PUT /api/videos/:id. `youtubeId` may be sent but
 * the server always derives it from `youtubeUrl`.
 */
export const VideoInput = z.object({
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .min(1, 'Title is required')
    .max(255, 'Title must be at most 255 characters'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(5000, 'Description must be at most 5000 characters')
    .nullable()
    .optional()
    .transform((v) => v || null),
  youtubeUrl: z
    .string({ error: 'YouTube URL is required' })
    .trim()
    .max(1000, 'YouTube URL must be at most 1000 characters')
    .refine(isYoutubeVideoUrl, 'Invalid YouTube URL'),
  youtubeId: z.string().max(100).optional(),
  thumbnail: optionalHttpUrl('Thumbnail'),
  category: z
    .enum(VIDEO_CATEGORY_KEYS, { error: `Category must be one of ${VIDEO_CATEGORY_KEYS.join(', ')}` })
    .default('general'),
  tags: z
    .array(
      z
        .string({ error: 'A tag must be text' })
        .trim()
        .min(1, 'A tag must not be blank')
        .max(50, 'A tag must be at most 50 characters'),
      { error: 'Tags must be a list of text' },
    )
    .max(20, 'At most 20 tags')
    .default([]),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
  orderIndex: z.coerce
    .number({ error: 'Display order must be a whole number' })
    .int('Display order must be a whole number')
    .min(0, 'Display order must be 0 or more')
    .max(1_000_000, 'Display order must be at most 1000000')
    .default(0),
});
export type VideoInput = z.input<typeof VideoInput>;

/** PUT: fields present replace the stored ones; absent fields are kept. */
export const VideoUpdateInput = updateSchema(VideoInput);
export type VideoUpdateInput = z.input<typeof VideoUpdateInput>;

/** GET /api/videos?category=: one of the categories; empty or 'all' means every category. */
export const VideoQuery = z.object({
  category: z
    .union([z.enum(VIDEO_CATEGORY_KEYS), z.literal(''), z.literal('all')], {
      error: `Category must be one of ${VIDEO_CATEGORY_KEYS.join(', ')}, or all`,
    })
    .optional(),
});
export type VideoQuery = z.infer<typeof VideoQuery>;

export const VideoList = z.array(Video);

export const VideoViewResponse = z.object({ viewCount: z.number().int() });
export type VideoViewResponse = z.infer<typeof VideoViewResponse>;
