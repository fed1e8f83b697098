import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/use-live-query';
import { useIsSavedRoute } from '../../../lib/saved-routes';
import { useMayHaveTrack } from '../../../lib/track-refs';
import { keepTrack } from '../../../lib/track-store';
import { forgetTrack, trackQuery } from '../api';

/**
 * The trail's line (null: the trail has no recorded track). While the trail is saved its line and
 * GPX file are kept on the device; unsaving removes them.
 */
export function useTrailTrack(routeId: number) {
  // Only trails the sync lists as having a track are asked for (no 404 for every other trail).
  const mayHave = useMayHaveTrack(routeId);
  const query = useQuery({ ...trackQuery(routeId), enabled: mayHave === true });
  const saved = useIsSavedRoute(routeId);
  // undefined while reading, null when nothing is kept.
  const stored = useLiveQuery(async (db) => (await db.tracks.get(routeId)) ?? null, [routeId]);
  const feature = query.data ?? null;

  useEffect(() => {
    if (saved === undefined || stored === undefined) return;
    if (saved && feature && !stored) {
      keepTrack(routeId).catch((err: unknown) => console.warn('Could not keep the track', err));
    } else if (!saved && stored) {
      forgetTrack(routeId).catch((err: unknown) => console.warn('Could not remove the kept track', err));
    }
  }, [saved, feature, stored, routeId]);

  const loading = mayHave === undefined || (mayHave && query.isPending);
  return { query, loading, feature, stored: stored ?? null, saved };
}
