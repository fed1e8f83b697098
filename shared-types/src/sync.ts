import { z } from 'zod';
import { Trail } from './trail.js';
import { Event, NewsArticle, Video } from './content.js';
import { TrackRef } from './track.js';
import { ConditionReport, SyncedTrailStatus } from './conditions.js';

// Date.parse takes '99999' as the year 99999, which the database cannot hold: a cursor is a
// time the server handed out, so anything outside these years is not one.
const CURSOR_MIN = Date.UTC(1970, 0, 1);
const CURSOR_MAX = Date.UTC(9999, 11, 31);

/** GET /api/sync?since=<cursor>. No cursor = everything (a full sync). */
export const SyncQuery = z.object({
  since: z
    .string()
    .max(64)
    .refine((v) => {
      // Cursors are ISO times; other spellings Date.parse guesses at ('-1', '1') are not.
      const time = /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;
      return time >= CURSOR_MIN && time <= CURSOR_MAX;
    }, 'since must be a cursor returned by /api/sync')
    .optional(),
});
export type SyncQuery = z.infer<typeof SyncQuery>;

const Ids = z.array(z.number().int());

export const SyncResponse = z.object({
  /** Pass back as `since` next time. */
  cursor: z.string(),
  /** True when this answer holds everything (no `since`): the client replaces its copy. */
  full: z.boolean(),
  routes: z.array(Trail),
  events: z.array(Event),
  videos: z.array(Video),
  news: z.array(NewsArticle),
  /** Rider condition reports (hidden ones go out as tombstones). */
  conditions: z.array(ConditionReport),
  /** Trail managers' statuses, one per trail at most. */
  statuses: z.array(SyncedTrailStatus),
  /** Trails' recorded tracks (figures and version, not the line: a device fetches the lines it needs). */
  tracks: z.array(TrackRef),
  /** Tombstones: deleted (or hidden) since the cursor; `tracks` holds TrackRef ids. */
  deleted: z.object({ routes: Ids, events: Ids, videos: Ids, news: Ids, tracks: Ids, conditions: Ids, statuses: Ids }),
});
export type SyncResponse = z.infer<typeof SyncResponse>;
