import type { OutlookSnapshot } from '../../../lib/db';
import { useQuery } from '@tanstack/react-query';
import { useSharedLiveQuery } from '../../../lib/use-live-query';
import { useOnline } from '../../../lib/use-online';
import { conditionsQuery } from '../api';
import { outlookStillAhead } from '../outlook-text';

/**
 * The outlook kept on this device for a trail (undefined while read or when none is kept): one live
 * read shared by the outlook line, the 7-day list and the conditions block.
 */
export function useKeptOutlook(routeId: number): OutlookSnapshot | undefined {
  return useSharedLiveQuery(`outlook:${routeId}`, (db) => db.outlooks.get(routeId), undefined);
}

export interface RideOutlookState {
  /** What to show: this visit's answer, else the last one kept on this device (days still ahead). */
  data: OutlookSnapshot['data'] | null;
  /** When `data` was received (ISO). */
  fetchedAt: string | null;
  /** 'server': answered during this visit; 'device': the copy kept here (offline, or no weather now). */
  source: 'server' | 'device' | null;
  /** The spec's words when the server could not make an outlook now ('Forecast data unavailable'). */
  unavailable: string | null;
  /** Online and the first answer is on its way. */
  checking: boolean;
}

/**
 * A trail's drying outlook (decision 075): the conditions answer when online (the same query the
 * conditions block makes, so one request), else the last outlook kept on this device, marked with
 * its time. Read by the "Likely rideable from" line and the 7-day list alike.
 */
export function useRideOutlook(routeId: number): RideOutlookState {
  const online = useOnline();
  const query = useQuery({ ...conditionsQuery(routeId), enabled: online });
  const kept = useKeptOutlook(routeId);
  const server = online ? query.data : undefined;
  const now = Date.now();
  if (server && server.outlook.length > 0) {
    const { rideableFrom, outlook, verdict } = server;
    return {
      data: { rideableFrom, outlook, verdict },
      fetchedAt: new Date(query.dataUpdatedAt).toISOString(),
      source: 'server',
      unavailable: null,
      checking: false,
    };
  }
  const device = kept ? outlookStillAhead(kept.data, now) : null;
  return {
    data: device,
    fetchedAt: device && kept ? kept.fetchedAt : null,
    source: device ? 'device' : null,
    unavailable: server?.outlookNote ?? null,
    checking: online && !server && query.isPending,
  };
}
