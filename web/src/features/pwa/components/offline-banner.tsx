import { useId, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { useLastSyncedAt } from '../../../lib/use-last-synced';
import { useOnline } from '../../../lib/use-online';
import { usePendingCount } from '../../../lib/offline/use-pending-writes';
import { formatSyncTime } from '../../../lib/dates';
import css from './offline-banner.module.css';

/**
 * Says, while offline, what still works from the device and what needs a connection. One line
 * by default (phones have little room); the details open with a button.
 */
export function OfflineBanner() {
  const online = useOnline();
  const lastSyncedAt = useLastSyncedAt();
  const waitingReviews = usePendingCount('review');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (online) return null;
  const updated = lastSyncedAt ? ` (trails updated ${formatSyncTime(lastSyncedAt)})` : '';
  return (
    <div role="status" className={css.banner}>
      <div className={css.row}>
        <div className={css.icon} aria-hidden="true">
          <WifiOff size={18} />
        </div>
        <div className={css.body}>
          <p>
            <span className={css.strong}>You are offline.</span> Trails, favourites and saved trails still work.
            {waitingReviews > 0 &&
              ` ${waitingReviews === 1 ? '1 review is' : `${waitingReviews} reviews are`} waiting to be sent.`}
          </p>
          <p id={detailsId} hidden={!open} className={css.details}>
            Search and filters work from this device{updated}. Weather and reviews show what you last saw, and reviews
            you write are sent when you are back online. Live weather, news updates, videos and the admin dashboard need
            a connection.
          </p>
        </div>
        <button
          type="button"
          className={css.more}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Less' : 'What works offline?'}
        </button>
      </div>
    </div>
  );
}
