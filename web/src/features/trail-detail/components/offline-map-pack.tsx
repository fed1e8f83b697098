import { useQuery } from '@tanstack/react-query';
import type { MapPack } from '@trailfinder/shared-types';
import { getJson } from '../../../lib/api-client';
import { ensureRouteSaved } from '../../../lib/saved-routes';
import { formatApproxSize } from '../../../lib/offline-tiles';
import { cacheStorageAvailable } from '../../../lib/map-packs/pack-cache';
import {
  cancelPackDownload,
  resumePackDownload,
  startPackDownload,
  usePackDownloads,
} from '../../../lib/map-packs/download-store';
import { useStoredPacks } from '../../../lib/map-packs/use-stored-packs';
import { useOnline } from '../../../lib/use-online';
import styles from './offline-map-pack.module.css';

export const NOT_OFFERED = 'Offline maps are not offered on this server.';

/**
 * The trail's offline map pack (issue 32): its size and a download button, the download's
 * progress with Cancel (and Resume after a lost connection), then "saved". A pack whose version
 * on the server changed (archive, trailhead or track) is offered again. Downloading also saves
 * the trail: only a saved trail keeps its track on the device, and the offline map is drawn
 * for riding that track (decision 071).
 */
export function OfflineMapPack({ routeId, name }: { routeId: number; name: string }) {
  const online = useOnline();
  const info = useQuery({
    queryKey: ['map-pack', routeId],
    queryFn: () => getJson<MapPack>(`/api/map-packs/${routeId}`),
    enabled: online,
    staleTime: 60_000,
    retry: 1,
  });
  const storedPacks = useStoredPacks();
  const download = usePackDownloads((s) => s[routeId]);
  const pack = info.data;
  // Nothing until the device's packs are read: the server's render and the first one agree.
  if (storedPacks === undefined) return null;
  const stored = storedPacks.find((p) => p.routeId === routeId);
  if (!cacheStorageAvailable()) return <p className={styles.block}>This browser cannot keep maps for offline use.</p>;

  let status: string;
  let action: React.ReactNode = null;
  if (download?.phase === 'downloading' || download?.phase === 'paused') {
    const of = `${formatApproxSize(download.done)} of ${formatApproxSize(download.total)}`;
    status =
      download.phase === 'paused'
        ? `Download paused: the connection was lost (${of}). It resumes when the signal is back.`
        : `Downloading offline map: ${of}`;
    action = (
      <>
        <progress className={styles.bar} max={download.total} value={download.done} aria-label="Offline map download" />
        <div className={styles.row}>
          {download.phase === 'paused' && (
            <button type="button" className={styles.button} onClick={() => resumePackDownload(routeId)}>
              Resume
            </button>
          )}
          <button type="button" className={styles.button} onClick={() => cancelPackDownload(routeId)}>
            Cancel
          </button>
        </div>
      </>
    );
  } else if (stored && (!pack || pack.etag === stored.etag)) {
    status = `Offline map saved on this device (${formatApproxSize(stored.bytes)}).`;
  } else if (!pack) {
    status = online
      ? info.isError
        ? 'The offline map is unavailable right now.'
        : 'Checking the offline map…'
      : 'Offline map: connect to the internet to download it.';
  } else if (pack.tiles === 0) {
    status = "This server's map does not cover this trail's area.";
  } else {
    status =
      download?.phase === 'failed'
        ? download.message
        : stored
          ? 'The map for this trail has changed since it was saved.'
          : 'Keep the whole map of this trail on this device, for riding with no signal. Downloading it also saves the trail.';
    const saveAndDownload = () =>
      void ensureRouteSaved(routeId)
        .catch((err: unknown) => console.warn('Could not save the trail with its offline map', err))
        .then(() => startPackDownload(pack, name));
    action = (
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={saveAndDownload}>
          Download offline map ({formatApproxSize(pack.bytes)})
        </button>
      </div>
    );
  }
  return (
    <div className={styles.block}>
      <p aria-live="polite">{status}</p>
      {action}
    </div>
  );
}
