import { useMemo, useState } from 'react';
import { useSavedTiles } from '../../../lib/use-saved-tiles';
import type { TrackFeature } from '@trailfinder/shared-types';
import type { LatLng } from '../../../lib/coordinates';
import {
  downloadTrailTiles,
  estimateTrailTiles,
  formatApproxSize,
  offlineTilesSupported,
  trailTileUrls,
  type TileProgress,
} from '../../../lib/offline-tiles';
import { useServerConfig } from '../../../lib/server-config';
import css from './track-offline-map.module.css';

interface Props {
  routeId: number;
  trailhead: LatLng;
  feature: TrackFeature;
  saved: boolean | undefined;
}

/**
 * The map along the whole track, for off-grid use. Only where the tile provider permits storing
 * tiles in advance; OpenStreetMap's own servers do not, and the rider is told what to expect.
 * Nothing when the server offers offline map packs (its own archive): the pack covers the track.
 */
export function TrackOfflineMap({ routeId, trailhead, feature, saved }: Props) {
  const { tileUrl, tileDownloadAllowed, mapPacks } = useServerConfig();
  const [lat, lng] = trailhead;
  const urls = useMemo(() => trailTileUrls(lat, lng, tileUrl, feature.bbox), [lat, lng, tileUrl, feature.bbox]);
  const size = useMemo(
    () => formatApproxSize(estimateTrailTiles(lat, lng, feature.bbox).approxBytes),
    [lat, lng, feature.bbox],
  );
  const record = useSavedTiles(routeId);
  const [progress, setProgress] = useState<TileProgress | 'error' | null>(null);

  // With this server's own tile archive, the trail's offline map pack (under Save Route) holds the
  // map along every track with a margin: one block says it, not a second one here that contradicts it.
  if (mapPacks) return null;
  if (!tileDownloadAllowed || !offlineTilesSupported()) {
    return (
      <p className={css.note}>
        The map's tile provider does not allow saving tiles in advance (OpenStreetMap's own servers forbid it):
        off-grid, the map shows only the parts you have already viewed. The line, the profile and your position work
        without them.
      </p>
    );
  }
  if (!saved) {
    return (
      <p className={css.note}>Save the trail to keep its track and the map along it (about {size}) for offline use.</p>
    );
  }
  const stored = new Set(record?.status === 'complete' ? record.urls : []);
  const covered = urls.every((u) => stored.has(u));
  const running = progress !== null && progress !== 'error';

  const start = () => {
    setProgress({ done: 0, total: urls.length, failed: 0 });
    downloadTrailTiles(routeId, lat, lng, tileUrl, setProgress, { bbox: feature.bbox })
      .then((r) => setProgress(r.status === 'complete' ? null : 'error'))
      .catch((err: unknown) => {
        console.warn('Could not save the map along the track', err);
        setProgress('error');
      });
  };

  return (
    <div className={css.block}>
      {running ? (
        <>
          <p aria-live="polite">
            Saving the map along the track: {progress.done} of {progress.total} tiles
          </p>
          <progress className={css.bar} value={progress.done} max={progress.total} aria-label="Map tiles saved" />
        </>
      ) : covered ? (
        <p>The map along the whole track is saved for offline use.</p>
      ) : (
        <>
          {progress === 'error' && <p className={css.error}>The map along the track was only partly saved.</p>}
          <button type="button" className={css.button} onClick={start}>
            Save the map along the track (about {size})
          </button>
        </>
      )}
    </div>
  );
}
