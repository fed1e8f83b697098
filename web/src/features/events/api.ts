import { queryOptions } from '@tanstack/react-query';
import type { Event } from '@trailfinder/shared-types';
import { getJson } from '../../lib/api-client';
import { queryKeys } from '../../lib/query/query-keys';
import { ALL, type EventFilters } from './event-filters';

/** GET /api/events?province=&type= (a filter set to 'all' is left out). */
function eventsPath(filters?: EventFilters): string {
  const params = new URLSearchParams();
  if (filters && filters.province !== ALL) params.set('province', filters.province);
  if (filters && filters.type !== ALL) params.set('type', filters.type);
  const query = params.toString();
  return query ? `/api/events?${query}` : '/api/events';
}

async function fetchEvents(path: string): Promise<Event[]> {
  try {
    return await getJson<Event[]>(path);
  } catch (err) {
    console.warn('Events request failed', err);
    throw new Error('Failed to fetch events', { cause: err });
  }
}

/** GET /api/events, unfiltered (for the dropdown counts) or with the rider's filters. */
export const eventsQuery = (filters?: EventFilters) =>
  queryOptions({
    queryKey: queryKeys.events(filters ? { province: filters.province, type: filters.type } : 'all'),
    queryFn: () => fetchEvents(eventsPath(filters)),
  });
