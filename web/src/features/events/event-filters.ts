import { bySoonest, isUpcomingEvent, PROVINCES, startOfSouthAfricanDay } from '@trailfinder/shared-types/rules';
import type { Event } from '@trailfinder/shared-types';
import { byName } from '@trailfinder/shared-types/rules';

export const ALL = 'all';

/** The two dropdowns of the events section; 'all' means no filter. */
export interface EventFilters {
  province: string;
  type: string;
}

export const NO_EVENT_FILTERS: EventFilters = { province: ALL, type: ALL };

export const hasEventFilters = (f: EventFilters) => f.province !== ALL || f.type !== ALL;

/** Active events from the start of today (South African time), soonest first. Bad dates are logged and left out. */
export function upcomingEvents(events: readonly Event[], now: Date = new Date()): Event[] {
  for (const event of events) {
    if (Number.isNaN(Date.parse(event.eventDate))) {
      console.warn(`Event ${event.id} has an unreadable date`, new RangeError('Invalid time value'));
    }
  }
  const today = startOfSouthAfricanDay(now);
  return events.filter((e) => isUpcomingEvent(e, today)).sort(bySoonest);
}

export interface CountedOption {
  value: string;
  label: string;
  count: number;
}

function counted(values: readonly string[], events: readonly Event[], key: 'province' | 'eventType', selected: string) {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e[key], (counts.get(e[key]) ?? 0) + 1);
  return values
    .map((value) => ({ value, label: `${value} (${counts.get(value) ?? 0})`, count: counts.get(value) ?? 0 }))
    .filter((o) => o.count > 0 || o.value === selected);
}

/**
 * Options with their counts from the unfiltered list ("an unfiltered call is also made for
 * the counts"); an option with no events is hidden unless it is the current choice (a choice
 * whose events went away still shows, as '(0)').
 */
export function provinceOptions(events: readonly Event[], selected: string): CountedOption[] {
  const known = new Set<string>(PROVINCES);
  const extra = [...new Set(events.map((e) => e.province))].filter((p) => !known.has(p)).sort();
  const values = [...PROVINCES, ...extra];
  if (selected !== ALL && !values.includes(selected)) values.push(selected);
  return [
    { value: ALL, label: `All Provinces (${events.length})`, count: events.length },
    ...counted(values, events, 'province', selected),
  ];
}

export function eventTypeOptions(events: readonly Event[], selected: string): CountedOption[] {
  const values = [...new Set(events.map((e) => e.eventType))].sort(byName);
  if (selected !== ALL && !values.includes(selected)) values.push(selected);
  return [
    { value: ALL, label: `All Event Types (${events.length})`, count: events.length },
    ...counted(values, events, 'eventType', selected),
  ];
}
