import { z } from 'zod';
import { Route } from './route.js';
import { Event, NewsArticle, Video } from './content.js';

/** GET /api/sync?since=<cursor>. No cursor = everything (a full sync). */
export const SyncQuery = z.object({
  since: z
    .string()
    .max(64)
    .refine((v) => !Number.isNaN(Date.parse(v)), 'since must be a cursor returned by /api/sync')
    .optional(),
});
export type SyncQuery = z.infer<typeof SyncQuery>;

const Ids = z.array(z.number().int());

export const SyncResponse = z.object({
  /** Pass back as `since` next time. */
  cursor: z.string(),
  /** True when this answer holds everything (no `since`): the client replaces its copy. */
  full: z.boolean(),
  routes: z.array(Route),
  events: z.array(Event),
  videos: z.array(Video),
  news: z.array(NewsArticle),
  /** Tombstones: deleted (or hidden) since the cursor. */
  deleted: z.object({ routes: Ids, events: Ids, videos: Ids, news: Ids }),
});
export type SyncResponse = z.infer<typeof SyncResponse>;
