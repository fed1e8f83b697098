import { queryOptions } from '@tanstack/react-query';
import type { TrackFeature, TrackImportResponse } from '@trailfinder/shared-types';
import { HttpError, request } from '../../lib/api-client';
import { loadDb } from '../../lib/device-db';
import { FRESHNESS } from '../../lib/query/freshness';
import { queryKeys } from '../../lib/query/query-keys';
import { keepTrack, trackUrl } from '../../lib/track-store';

export { gpxUrl } from '../../lib/track-store';

const isNotFound = (err: unknown) => err instanceof HttpError && err.status === 404;

/**
 * The trail's line: from the network when it answers (null when the trail has no track), else the
 * copy kept when the trail was saved. A kept copy that changed on the server is refreshed.
 */
export async function loadTrack(routeId: number): Promise<TrackFeature | null> {
  const db = await loadDb().catch(() => undefined);
  const stored = await db?.tracks.get(routeId).catch(() => undefined);
  try {
    const res = await request('GET', trackUrl(routeId));
    const feature = (await res.json()) as TrackFeature;
    if (stored && stored.etag !== res.headers.get('etag')) {
      keepTrack(routeId).catch((err: unknown) => console.warn('Could not refresh the kept track', err));
    }
    return feature;
  } catch (err) {
    if (isNotFound(err)) {
      if (stored) await db?.tracks.delete(routeId).catch(() => undefined);
      return null;
    }
    if (stored) return stored.feature;
    throw err;
  }
}

/** The one query of a trail's line, for the trail page and the home map's selected trail. */
export const trackQuery = (routeId: number) =>
  queryOptions({ queryKey: queryKeys.track(routeId), queryFn: () => loadTrack(routeId), ...FRESHNESS.track });

export const forgetTrack = async (routeId: number) => (await loadDb()).tracks.delete(routeId);

/** The admin's upload: the file itself as the body (the session cookie authorises it). */
async function sendGpx(method: 'PUT' | 'POST', path: string, file: Blob): Promise<TrackImportResponse> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/gpx+xml', accept: 'application/json' },
    body: file,
  });
  if (!res.ok) throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
  return (await res.json()) as TrackImportResponse;
}

/** `?variant=name` for one of the trail's route variants; nothing for the whole trail. */
export const variantQuery = (variant: string | null) =>
  variant ? `?${new URLSearchParams({ variant }).toString()}` : '';

/** The admin's track calls, for the whole trail (variant null) or one of its route variants. */
export const adminTrackApi = {
  preview: (routeId: number, file: Blob, variant: string | null = null) =>
    sendGpx('POST', `/api/admin/routes/${routeId}/track/preview${variantQuery(variant)}`, file),
  save: (routeId: number, file: Blob, variant: string | null = null) =>
    sendGpx('PUT', `/api/admin/routes/${routeId}/track${variantQuery(variant)}`, file),
  remove: (routeId: number, variant: string | null = null) =>
    request('DELETE', `/api/admin/routes/${routeId}/track${variantQuery(variant)}`),
};
