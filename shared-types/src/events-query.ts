import { z } from 'zod';
import { PROVINCES, type Province } from './provinces.js';
import { RACE_TYPE_LABELS } from './constants.js';
import { Event } from './content.js';

/** Events are "upcoming" from the start of today in this zone (South Africa has no DST). */
export const EVENT_TIME_ZONE = 'Africa/Johannesburg';

/** 'all' or empty means no filter (the dropdowns' default). */
const isAll = (v: string | undefined) => !v || v.toLowerCase() === 'all';

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
      if (isAll(v)) return undefined;
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
    .transform((v) => (isAll(v) ? undefined : v!.toLowerCase())),
});
export type EventQuery = z.output<typeof EventQuery>;

export const EventList = z.array(Event);

/** True when the event has this type: its eventType, its raceType or the raceType's label (any case). */
export function eventHasType(e: Pick<Event, 'eventType' | 'raceType'>, type: string): boolean {
  const t = type.trim().toLowerCase();
  return e.eventType.toLowerCase() === t || e.raceType === t || RACE_TYPE_LABELS[e.raceType].toLowerCase() === t;
}

/** The server's filter, shared so the web app can count events per dropdown option the same way. */
export function matchesEventFilters(
  e: Pick<Event, 'province' | 'eventType' | 'raceType'>,
  f: { province?: string; type?: string },
): boolean {
  if (!isAll(f.province) && e.province.toLowerCase() !== f.province!.toLowerCase()) return false;
  if (!isAll(f.type) && !eventHasType(e, f.type!)) return false;
  return true;
}
