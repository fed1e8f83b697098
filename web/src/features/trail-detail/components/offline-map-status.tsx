import { useMemo } from 'react';
import { useSavedTiles } from '../../../lib/use-saved-tiles';
import { create } from 'zustand';
import type { LatLng } from '../../../lib/coordinates';
import {
  downloadTrailTiles,
  estimateTrailTiles,
  formatApproxSize,
  removeTrailTiles,
  type SavedTilesRecord,
  type TileProgress,
} from '../../../lib/offline-tiles';
import css from './offline-map-status.module.css';

/** Downloads under way, per trail: kept outside React so a download survives leaving the page. */
const useDownloads = create<Record<number, TileProgress | 'error'>>(() => ({}));
const runs = new Map<number, number>();

function setDownload(routeId: number, value: TileProgress | 'error' | undefined) {
  useDownloads.setState((state) => {
    const next = { ...state };
    if (value === undefined) delete next[routeId];
    else next[routeId] = value;
    return next;
  }, true);
}

/** Stores the map around a just-saved trail; progress shows in <OfflineMapStatus>. */
export function startOfflineMap(routeId: number, [lat, lng]: LatLng, tileUrl: string): void {
  const run = (runs.get(routeId) ?? 0) + 1;
  runs.set(routeId, run);
  const current = () => runs.get(routeId) === run;
  const { count } = estimateTrailTiles(lat, lng);
  setDownload(routeId, { done: 0, total: count, failed: 0 });
  // About ten updates in all: enough to see it move without a screen reader reading every tile.
  const step = Math.max(1, Math.ceil(count / 10));
  downloadTrailTiles(routeId, lat, lng, tileUrl, (p) => {
    const handled = p.done + p.failed;
    if (current() && (handled % step === 0 || handled === p.total)) setDownload(routeId, p);
  })
    // The outcome is in the trail's record (Dexie), which the status reads live.
    .then(() => current() && setDownload(routeId, undefined))
    .catch((err: unknown) => {
      console.error('Could not save the map for offline use', err);
      if (current()) setDownload(routeId, 'error');
    });
}

/** Removes a trail's stored map (after Remove from Saved). */
export function forgetOfflineMap(routeId: number): void {
  runs.set(routeId, (runs.get(routeId) ?? 0) + 1);
  setDownload(routeId, undefined);
  removeTrailTiles(routeId).catch((err: unknown) => console.warn('Could not remove the saved map tiles', err));
}

function outcomeText(record: SavedTilesRecord | null, size: string): string {
  if (!record) return `The map around this trail is not saved for offline use yet (about ${size}).`;
  const counts = `${record.stored} of ${record.urls.length} tiles`;
  switch (record.status) {
    case 'complete':
      return `Map saved for offline use (${record.stored} tiles)`;
    case 'quota':
      return `Not enough storage space: the map was only partly saved for offline use (${counts}).`;
    case 'failed':
      return 'Could not save the map for offline use. Check your connection and try again.';
    default:
      return record.stored > 0
        ? `The map was only partly saved for offline use (${counts}).`
        : `The map around this trail is not saved for offline use yet (about ${size}).`;
  }
}

interface Props {
  routeId: number;
  trailhead: LatLng;
  tileUrl: string;
  /** Whether the trail is saved; undefined while that is read. */
  saved: boolean | undefined;
}

/**
 * Under Save Route, only when the tile provider permits offline download: the size estimate
 * before saving, the download's progress, then its outcome (with Try again when incomplete).
 */
export function OfflineMapStatus({ routeId, trailhead, tileUrl, saved }: Props) {
  const [lat, lng] = trailhead;
  const size = useMemo(() => formatApproxSize(estimateTrailTiles(lat, lng).approxBytes), [lat, lng]);
  const download = useDownloads((s) => s[routeId]);
  // null: nothing stored yet; undefined: still reading.
  const record = useSavedTiles(routeId);
  if (saved === undefined) return null;

  let text = '';
  let canRetry = false;
  if (!saved) text = `Saving also stores the map around this trail for offline use (about ${size}).`;
  else if (download === 'error') {
    text = 'Could not save the map for offline use. Check your connection and try again.';
    canRetry = true;
  } else if (download) {
    text = `Saving the map for offline use: ${download.done} of ${download.total} tiles (about ${size})`;
  } else if (record !== undefined) {
    text = outcomeText(record, size);
    canRetry = record?.status !== 'complete';
  }

  return (
    <div>
      <p className={css.text} aria-live="polite" aria-atomic="true">
        {text}
      </p>
      {canRetry && (
        <button type="button" className={css.retry} onClick={() => startOfflineMap(routeId, trailhead, tileUrl)}>
          {record ? 'Try again' : 'Save map for offline use'}
        </button>
      )}
    </div>
  );
}
