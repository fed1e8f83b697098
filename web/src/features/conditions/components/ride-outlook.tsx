import { Ban, CalendarDays, CircleAlert, CircleCheck, CircleX, History } from 'lucide-react';
import { VERDICT_LABELS, type TrailVerdict } from '@trailfinder/shared-types/rules';
import { ContentCard } from '../../../components/content-card';
import { badgeStyle } from '../../../components/badge-style';
import { saAsOf } from '../../../lib/date-formats';
import { useRideOutlook } from '../hooks/use-ride-outlook';
import { outlookDayLabel, reasonText } from '../outlook-text';
import { VERDICT_STYLE } from '../verdict-style';
import css from './ride-outlook.module.css';

/** A shape per verdict beside its word, so the outlook never rests on colour alone. */
const VERDICT_ICON: Record<TrailVerdict, typeof Ban> = {
  good: CircleCheck,
  fair: CircleAlert,
  poor: CircleX,
  closed: Ban,
};

/** "Kept on this device, as of Fri 27 Nov, 09:10": the outlook a rider sees off-grid. */
export function OutlookAsOf({ source, fetchedAt }: { source: 'server' | 'device' | null; fetchedAt: string | null }) {
  if (!fetchedAt) return null;
  const when = saAsOf(fetchedAt, Date.now());
  return (
    <p className={css.asOf} data-testid="outlook-as-of">
      {source === 'device' && <History size={14} aria-hidden="true" />}
      {source === 'device' ? `Last outlook seen on this device, as of ${when}` : `Estimate as of ${when}`}
    </p>
  );
}

/**
 * The 7-day ride outlook (decision 075): good / fair / poor per day with its reason, worded as an
 * estimate; off-grid the last one kept on this device with its time.
 */
export function RideOutlook({ routeId }: { routeId: number }) {
  const { data, fetchedAt, source, unavailable, checking } = useRideOutlook(routeId);
  return (
    <ContentCard
      title="7-day ride outlook"
      icon={<CalendarDays size={22} />}
      aside={<span className={css.tag}>Estimate</span>}
    >
      <div className={css.stack}>
        {unavailable && <p className={css.note}>{unavailable}</p>}
        {checking && !data && (
          <p className={css.note} role="status">
            Working out the week from the rain and the forecast...
          </p>
        )}
        {!checking && !data && !unavailable && <p className={css.note}>No outlook saved on this device yet.</p>}
        {data && (
          <ol className={css.days} aria-label="Outlook by day">
            {data.outlook.map((day) => {
              const Icon = VERDICT_ICON[day.verdict];
              return (
                <li key={day.date} className={css.day} data-testid="outlook-day">
                  <span className={css.date}>{outlookDayLabel(day.date)}</span>
                  <span className={css.verdict} style={badgeStyle(VERDICT_STYLE[day.verdict])}>
                    <Icon size={14} aria-hidden="true" />
                    {VERDICT_LABELS[day.verdict]}
                  </span>
                  <span className={css.reason}>{reasonText(day.reason)}</span>
                </li>
              );
            })}
          </ol>
        )}
        <OutlookAsOf source={source} fetchedAt={fetchedAt} />
      </div>
    </ContentCard>
  );
}
