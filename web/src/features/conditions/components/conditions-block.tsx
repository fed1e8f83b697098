import { useState } from 'react';
import { Megaphone, Mountain } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { REPORT_CONDITION_LABELS, rideableFromLabel, saDateLabel, saTimeAgo } from '@trailfinder/shared-types/rules';
import { ContentCard } from '../../../components/content-card';
import { earlyTap } from '../../../lib/early-taps';
import { useTrailConditions } from '../hooks/use-trail-conditions';
import { useRideOutlook } from '../hooks/use-ride-outlook';
import { OutlookAsOf } from './ride-outlook';
import { STATUS_STYLE, VERDICT_STYLE } from '../verdict-style';
import { ReportConditionForm } from './report-condition-form';
import { badgeStyle } from '../../../components/badge-style';
import css from './conditions-block.module.css';

/** "Can I ride it today?": the manager's notice on top, the verdict with its reasons, rider reports and the report form. */
export function ConditionsBlock({ trail }: { trail: Trail }) {
  const { verdict, source, status, reports, outbox, checking } = useTrailConditions(trail);
  const outlook = useRideOutlook(trail.id);
  const [reporting, setReporting] = useState(false);
  const now = Date.now();
  const style = !checking && verdict.verdict ? VERDICT_STYLE[verdict.verdict] : null;
  return (
    <ContentCard
      title="Trail conditions"
      icon={<Mountain size={22} />}
      aside={
        <span
          data-testid="verdict-badge"
          className={css.verdict}
          style={badgeStyle(style ?? { bg: 'gray.100', color: 'gray.700' })}
        >
          {style ? `Riding: ${style.label}` : checking ? 'Riding: checking' : 'Riding: not known'}
        </span>
      }
    >
      <div className={css.stack}>
        {status && (
          <div role="note" className={css.notice} style={badgeStyle(STATUS_STYLE[status.status])}>
            <p className={css.strong}>
              Trail manager: {STATUS_STYLE[status.status].label}
              {status.until ? ` until ${saDateLabel(status.until, now)}` : ''}
            </p>
            {status.notice && <p>{status.notice}</p>}
          </div>
        )}
        {outlook.data?.rideableFrom && (
          <div className={css.rideable} data-testid="rideable-from">
            {/* The issue's own words, an estimate by "likely"; the outlook below shows its inputs. */}
            <p className={css.rideableLine}>{rideableFromLabel(outlook.data.rideableFrom)}</p>
            {outlook.source === 'device' && <OutlookAsOf source="device" fetchedAt={outlook.fetchedAt} />}
          </div>
        )}
        {checking ? (
          <p className={css.checking} role="status">
            Checking the last 72 hours of rain and rider reports...
          </p>
        ) : (
          <>
            <ul className={css.reasons} aria-label="Why">
              {verdict.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        )}
        {(outbox.length > 0 || reports.length > 0) && (
          <section aria-label="Rider reports" className={css.reports}>
            <p className={css.reportsTitle}>Rider reports</p>
            <ul className={css.reportList} data-testid="rider-reports">
              {outbox.map((w) => (
                <li key={w.clientId} data-testid="rider-report" className={css.waiting}>
                  {REPORT_CONDITION_LABELS[w.payload.condition].label}
                  {w.payload.note ? `: ${w.payload.note}` : ''} ·{' '}
                  {w.status === 'failed' ? 'Not sent' : 'Waiting to send'}
                </li>
              ))}
              {reports.slice(0, 10).map((r) => (
                <li key={r.id} data-testid="rider-report">
                  {REPORT_CONDITION_LABELS[r.condition].label}
                  {r.note ? `: ${r.note}` : ''} · {saTimeAgo(Date.parse(r.createdAt), now)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {/* Folded by default, so today's weather stays on a phone's first screen. */}
        {/* The time and the report button share a row: the access card stays on a phone's first screen. */}
        <div className={css.footer}>
          {!checking && (
            <p className={css.asOf}>
              As of {saTimeAgo(Date.parse(verdict.asOf), now)}
              {source === 'device' ? ' (from this device: rain unknown offline)' : ''}
              {source === 'kept-outlook' ? ' (the last outlook seen on this device)' : ''}
            </p>
          )}
          {!reporting && (
            <button
              type="button"
              {...earlyTap('report-conditions')}
              className={css.report}
              onClick={() => setReporting(true)}
            >
              <Megaphone size={16} aria-hidden="true" />
              Report how the trail is today
            </button>
          )}
        </div>
        {reporting && <ReportConditionForm routeId={trail.id} autoFocus />}
      </div>
    </ContentCard>
  );
}
