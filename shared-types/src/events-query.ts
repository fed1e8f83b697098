import { z } from 'zod';
import { PROVINCES, type Province } from './provinces.js';
import { isAllOption } from './event-filters.js';
import { Event } from './content.js';

/**
 * GET /api/events?province=&type=
 * - province: one of the nine provinces (any letter case) or 'all'/empty.
 * - type: an eventType (e.g. 'Stage Race', 'Marathon'), a raceType value (e.g. 'stage-race') or a
 *   raceType label (e.g. 'Multiday'); compared without regard to letter case. 'all'/empty = any.
 */
export const EventQuery = z.object({
  province: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v, ctx): Province | undefined => {
      if (isAllOption(v)) return undefined;
      const match = PROVINCES.find((p) => p.toLowerCase() === v!.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${PROVINCES.join(', ')} or 'all'` });
        return z.NEVER;
      }
      return match;
    }),
  type: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (isAllOption(v) ? undefined : v!.toLowerCase())),
});
export type EventQuery = z.output<typeof EventQuery>;

export const EventList = z.array(Event);
