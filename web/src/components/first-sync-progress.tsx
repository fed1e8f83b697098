import { useFirstSync } from '../lib/use-first-sync';
import { useSyncStatus } from '../lib/sync-status-store';
import { usePageSeed } from '../lib/page-seed';
import css from './first-sync-progress.module.css';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The first visit's download of the catalogue (a device with nothing synced yet): what is
 * happening and how far it got, so the skeleton cards are not a mystery on a slow connection.
 */
export function FirstSyncProgress() {
  const { pending } = useFirstSync();
  const progress = useSyncStatus((s) => s.progress);
  // A page the server rendered already shows the trails: nothing to wait for, and a bar appearing
  // above them would push the page down.
  const seeded = Boolean(usePageSeed().trails);
  if (!pending || !progress || seeded) return null;
  const downloading = progress.phase === 'download';
  const text = downloading
    ? `Step 1 of 2: downloading the trail directory (${kb(progress.receivedBytes)} so far)`
    : `Step 2 of 2: saving ${progress.trails} trails on this device for offline use`;
  return (
    <div className={css.box} data-testid="first-sync-progress">
      <p className={css.text} aria-live="polite">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="Getting the trails ready for offline use"
        aria-valuemin={0}
        aria-valuemax={2}
        aria-valuenow={downloading ? 1 : 2}
        aria-valuetext={text}
        className={css.track}
      >
        <div className={downloading ? css.barHalf : css.barMost} />
      </div>
    </div>
  );
}
