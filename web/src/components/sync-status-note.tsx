import { CloudOff, RefreshCw } from 'lucide-react';
import { useLastSyncedAt } from '../lib/use-last-synced';
import { useSyncStatus } from '../lib/sync-status-store';
import { formatSyncTime } from '../lib/dates';
import css from './sync-status-note.module.css';

/** A quiet line saying how fresh the trails on this device are. */
export function SyncStatusNote() {
  const lastSyncedAt = useLastSyncedAt();
  const syncing = useSyncStatus((s) => s.syncing);
  const failed = useSyncStatus((s) => s.lastError !== null);
  if (!lastSyncedAt) return null;
  const when = formatSyncTime(lastSyncedAt);
  return (
    <div className={css.note}>
      {failed ? <CloudOff size={14} aria-hidden="true" /> : <RefreshCw size={14} aria-hidden="true" />}
      <p>
        {syncing
          ? 'Checking for trail updates...'
          : failed
            ? `Offline: showing trails saved on this device (updated ${when})`
            : `Trails saved on this device, updated ${when}`}
      </p>
    </div>
  );
}
