import { RACE_TYPE_LABELS } from './constants.js';
import type { Event } from './content.js';

/** Events are "upcoming" from the start of today in this zone (South Africa has no DST). */
export const EVENT_TIME_ZONE = 'Africa/Johannesburg';

/** 'all' or empty means no filter (the dropdowns' default). */
export const isAllOption = (v: string | undefined) => !v || v.toLowerCase() === 'all';

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
  if (!isAllOption(f.province) && e.province.toLowerCase() !== f.province!.toLowerCase()) return false;
  if (!isAllOption(f.type) && !eventHasType(e, f.type!)) return false;
  return true;
}
