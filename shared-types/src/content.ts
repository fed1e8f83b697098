import { z } from 'zod';
import { EVENT_DIFFICULTIES, RACE_TYPES, VIDEO_CATEGORIES } from './constants.js';

export const Stats = z.object({
  totalRoutes: z.number().int(),
  totalDistance: z.number(),
  averageRating: z.number(),
});
export type Stats = z.infer<typeof Stats>;

export const Event = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  eventDate: z.string(),
  location: z.string(),
  province: z.string(),
  eventType: z.string(),
  raceType: z.enum(RACE_TYPES),
  difficulty: z.enum(EVENT_DIFFICULTIES),
  distance: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  entryFee: z.string().nullable(),
  maxParticipants: z.number().int().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof Event>;

export const NewsArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  source: z.string(),
  sourceColor: z.string().nullable(),
  category: z.string(),
  publishedAt: z.string(),
  isActive: z.boolean(),
});
export type NewsArticle = z.infer<typeof NewsArticle>;

export const Video = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  youtubeUrl: z.string(),
  youtubeId: z.string(),
  thumbnail: z.string().nullable(),
  category: z.enum(Object.keys(VIDEO_CATEGORIES) as [keyof typeof VIDEO_CATEGORIES]),
  tags: z.array(z.string()),
  featured: z.boolean(),
  active: z.boolean(),
  viewCount: z.number().int(),
  orderIndex: z.number().int(),
  publishedAt: z.string(),
});
export type Video = z.infer<typeof Video>;
