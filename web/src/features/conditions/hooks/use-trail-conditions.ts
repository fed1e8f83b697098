import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/use-live-query';
import { computeVerdict, type Verdict } from '@trailfinder/shared-types/rules';
import type { ConditionReport, Trail, TrailStatusRecord } from '@trailfinder/shared-types';
import { usePendingWrites } from '../../../lib/offline/use-pending-writes';
import type { OutboxItem } from '../../../lib/offline/write-kinds';
import { useOnline } from '../../../lib/use-online';
import { conditionsQuery } from '../api';
import { byCodeUnits } from '@trailfinder/shared-types/rules';
import { keptOutlookVerdict } from '../outlook-text';
import { useKeptOutlook } from './use-ride-outlook';

export interface TrailConditionsState {
  verdict: Verdict;
  /**
   * 'server': the API's verdict with the trailhead's rain; 'device': worked out here from synced
   * data; 'kept-outlook': offline with nothing newer, today's day of the outlook kept here.
   */
  source: 'server' | 'device' | 'kept-outlook';
  /** The trail manager's status, if any (the server's, or the synced copy). */
  status: TrailStatusRecord | null;
  /** Reports on the device, newest first. */
  reports: ConditionReport[];
  /** Reports written here and not yet delivered (or refused). */
  outbox: OutboxItem<'condition'>[];
  /** Online and the server's verdict (with the rain) has not answered yet: say so, not "unknown". */
  checking: boolean;
}

const newestFirst = (a: ConditionReport, b: ConditionReport) => byCodeUnits(b.createdAt, a.createdAt) || b.id - a.id;

/**
 * A trail's conditions: the server's verdict when it answers, otherwise the same computeVerdict
 * over the reports and status synced to this device (without rain, which it says).
 */
export function useTrailConditions(trail: Trail): TrailConditionsState {
  const online = useOnline();
  const query = useQuery({ ...conditionsQuery(trail.id), enabled: online });
  const reports = useLiveQuery((db) => db.conditions.where('routeId').equals(trail.id).toArray(), [trail.id], []);
  const status = useLiveQuery((db) => db.statuses.where('routeId').equals(trail.id).first(), [trail.id]) ?? null;
  const queued = usePendingWrites('condition', trail.id);
  const sorted = [...reports].sort(newestFirst);
  // Between storing the server's answer and leaving the outbox a report is in both: show it once.
  const delivered = new Set(sorted.map((r) => r.clientId));
  const outbox = queued.filter((w) => !delivered.has(w.clientId));
  const kept = useKeptOutlook(trail.id);
  const server = online ? query.data : undefined;
  const device: Verdict | null = server
    ? null
    : computeVerdict({
        now: new Date(),
        surface: trail.surface ?? 'unknown',
        rainHourly: [],
        reports: sorted,
        adminStatus: status,
      });
  // Reports and the manager's status say more than an estimate; with neither, the kept outlook does.
  const fromOutlook = device && device.verdict === null ? keptOutlookVerdict(kept, Date.now()) : null;
  const verdict: Verdict = server ?? fromOutlook ?? device!;
  return {
    verdict,
    source: server ? 'server' : fromOutlook ? 'kept-outlook' : 'device',
    status: server ? server.status : status,
    reports: sorted,
    outbox,
    checking: online && !server && query.isPending,
  };
}
