import { queryOptions } from '@tanstack/react-query';
import type { ConditionReport, ConditionReportInput, ConditionsResponse } from '@trailfinder/shared-types';
import { getJson } from '../../lib/api-client';
import { keepOnDevice } from '../../lib/device-db';
import { submitWriteOnUse } from '../../lib/offline/submit-on-use';
import { FRESHNESS } from '../../lib/query/freshness';
import { queryKeys } from '../../lib/query/query-keys';

/**
 * GET /api/routes/:id/conditions; the trail's reports on the device are replaced by the answer's
 * (hidden ones go), and its drying outlook is kept as the last one seen.
 */
async function fetchConditions(routeId: number): Promise<ConditionsResponse> {
  const answer = await getJson<ConditionsResponse>(`/api/routes/${routeId}/conditions`);
  await keepOnDevice('condition reports', (db) =>
    db.transaction('rw', db.conditions, async () => {
      await db.conditions.where('routeId').equals(routeId).delete();
      await db.conditions.bulkPut(answer.reports);
    }),
  );
  // The last outlook seen stays for off-grid use; an answer without one (weather unavailable) keeps the older.
  if (answer.outlook.length > 0) {
    const { rideableFrom, outlook, verdict } = answer;
    await keepOnDevice('outlook', (db) =>
      db.outlooks.put({ routeId, data: { rideableFrom, outlook, verdict }, fetchedAt: new Date().toISOString() }),
    );
  }
  return answer;
}

export const conditionsQuery = (routeId: number) =>
  queryOptions({
    queryKey: queryKeys.conditions(routeId),
    queryFn: () => fetchConditions(routeId),
    ...FRESHNESS.conditions,
  });

export type ConditionPayload = ConditionReportInput & { clientId: string };
export type PostConditionResult = { status: 'sent'; report: ConditionReport } | { status: 'queued' };

/** Sends a report through the write gateway: now, or queued offline and sent once later under its clientId. */
export async function postConditionReport(routeId: number, input: ConditionPayload): Promise<PostConditionResult> {
  const result = await submitWriteOnUse({ kind: 'condition', routeId, payload: input });
  return result.status === 'sent' ? { status: 'sent', report: result.answer as ConditionReport } : result;
}
