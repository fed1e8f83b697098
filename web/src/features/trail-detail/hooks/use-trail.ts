import { useRef } from 'react';
import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/use-live-query';
import type { Trail } from '@trailfinder/shared-types';
import { usePageSeed } from '../../../lib/page-seed';
import { isNotFound, trailQuery } from '../api';

export type TrailState =
  | { status: 'loading' }
  | { status: 'ready'; route: Trail }
  /** Not on the device and the server said 404 (or the id is not a trail id). */
  | { status: 'not-found' }
  /** Not on the device and the server could not be reached after the retries. */
  | { status: 'error' };

/**
 * The trail for /routes/:id: the device copy first (instant, works off-grid); when the device
 * does not hold it (a shared link before the first sync), GET /api/routes/:id.
 */
export function useTrail(id: number): TrailState {
  const valid = Number.isSafeInteger(id) && id > 0;
  const local = useLiveQuery(async (db) => (valid ? ((await db.routes.get(id)) ?? null) : null), [id, valid]);
  // The trail the server rendered this page with: shown until (or unless) the device has its own.
  const seeded = usePageSeed().trail;
  const seed = seeded?.id === id ? seeded : undefined;
  const remote = useQuery({ ...trailQuery(id), enabled: valid && local === null && !seed });

  // The same trail keeps the same object: the device's copy replacing the server's, with the
  // same figures, does not re-render the page (trail-page.tsx renders it once per trail object).
  const last = useRef<Trail | undefined>(undefined);
  const found = local ?? seed ?? remote.data;
  if (found) last.current = replaceEqualDeep(last.current, found);

  if (!valid) return { status: 'not-found' };
  if (found) return { status: 'ready', route: last.current! };
  if (local === undefined || remote.status === 'pending') return { status: 'loading' };
  return isNotFound(remote.error) ? { status: 'not-found' } : { status: 'error' };
}
