import { useMemo, useRef } from 'react';
import { useLiveQuery } from '../../../lib/use-live-query';
import type { Event } from '@trailfinder/shared-types';
import { useQuery } from '@tanstack/react-query';
import { useSyncStatus } from '../../../lib/sync-status-store';
import { eventsQuery } from '../api';
// The API's own filter, so the list and the counts agree with GET /api/events.
import { matchesEventFilters } from '@trailfinder/shared-types/rules';
import { hasEventFilters, upcomingEvents, type EventFilters } from '../event-filters';

export interface EventsState {
  /** Upcoming events without filters (the dropdown counts); undefined while loading. */
  all: Event[] | undefined;
  /** Upcoming events matching the filters; undefined while loading. */
  shown: Event[] | undefined;
  /** Nothing on this device and the server could not be reached. */
  unavailable: boolean;
}

/**
 * Events from the device copy (filled by sync, so they show off-grid). When the device holds no
 * upcoming events after a sync attempt they come from GET /api/events: the unfiltered call for
 * the counts and, with a filter set, the filtered call for the list.
 */
export function useEvents(filters: EventFilters): EventsState {
  const device = useLiveQuery((db) => db.events.toArray(), []);
  const deviceUpcoming = useMemo(() => device && upcomingEvents(device), [device]);
  const deviceEmpty = deviceUpcoming !== undefined && deviceUpcoming.length === 0;
  // Not during the first sync: it is about to fill the device copy (and the server is busy enough).
  const syncIdle = useSyncStatus((st) => st.attempted && !st.syncing);
  const fellBack = useRef(false);
  if (!deviceEmpty) fellBack.current = false;
  else if (syncIdle) fellBack.current = true;
  const fallback = fellBack.current;
  const filtered = hasEventFilters(filters);

  const remoteAll = useQuery({ ...eventsQuery(), enabled: fallback });
  const remoteList = useQuery({ ...eventsQuery(filters), enabled: fallback && filtered });

  const local = useMemo(
    () => deviceUpcoming?.filter((e) => matchesEventFilters(e, filters)),
    [deviceUpcoming, filters],
  );
  const remoteAllUpcoming = useMemo(() => remoteAll.data && upcomingEvents(remoteAll.data), [remoteAll.data]);
  const remoteListUpcoming = useMemo(() => remoteList.data && upcomingEvents(remoteList.data), [remoteList.data]);

  if (!deviceEmpty) return { all: deviceUpcoming, shown: local, unavailable: false };
  if (!fallback) return { all: undefined, shown: undefined, unavailable: false };
  const shown = filtered ? remoteListUpcoming : remoteAllUpcoming;
  const allFailed = remoteAll.isError && !remoteAll.data;
  const listFailed = filtered && remoteList.isError && !remoteList.data;
  return { all: remoteAllUpcoming, shown, unavailable: !shown && (allFailed || listFailed) };
}
