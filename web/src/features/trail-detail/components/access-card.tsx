import type { ReactNode } from 'react';
import { History, Ticket } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import type { LatLng } from '../../../lib/coordinates';
import { saAsOf } from '../../../lib/date-formats';
import { useLastSyncedAt } from '../../../lib/use-last-synced';
import { useOnline } from '../../../lib/use-online';
import { accessFacts, NOT_KNOWN } from '../access-facts';
import css from './access-card.module.css';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={css.row}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children ?? <span className={css.unknown}>{NOT_KNOWN}</span>}</dd>
    </div>
  );
}

/**
 * The park's access card (decisions 077, 078): what a rider needs at the gate, from the trail as
 * synced to this device, so it shows off-grid ("as of" the last sync). Every field it does not
 * know says "not known yet"; facts seeded from the catalogue quote their sentence.
 */
export function AccessCard({ access, trailhead }: { access: Trail['access'] | undefined; trailhead: LatLng | null }) {
  const f = accessFacts(access, trailhead);
  const online = useOnline();
  const syncedAt = useLastSyncedAt();
  const pay =
    f.payAt || f.payUrl ? (
      <>
        {f.payAt}
        {f.payUrl && (
          <>
            {f.payAt && ' · '}
            <a className={css.link} href={f.payUrl} target="_blank" rel="noopener noreferrer">
              Pay online
            </a>
          </>
        )}
      </>
    ) : null;
  return (
    <ContentCard title="Access & permits" icon={<Ticket size={22} />}>
      <dl className={css.list}>
        <Row term="Permit or day pass">
          {f.pass || f.passNote ? (
            <>
              {f.pass}
              {f.passNote && <span className={f.pass ? css.sub : undefined}>{f.passNote}</span>}
            </>
          ) : null}
        </Row>
        <Row term="Where to pay">{pay}</Row>
        <Row term="Opening hours">{f.hours}</Row>
        <Row term="Rules">
          {f.rules.length > 0 ? (
            <ul className={css.rules}>
              {f.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
        </Row>
        <Row term="Emergency">
          {f.phone ? (
            <a className={css.link} href={f.phone.href}>
              {f.phone.text}
            </a>
          ) : null}
        </Row>
        <Row term="Trailhead">{f.trailhead && <span className={css.mono}>{f.trailhead}</span>}</Row>
      </dl>
      {f.sources.map((s) => (
        <blockquote key={s} className={css.source}>
          From the trail&apos;s description: &ldquo;{s}&rdquo;
        </blockquote>
      ))}
      {!online && syncedAt && (
        <p className={css.asOf} data-testid="access-as-of">
          <History size={14} aria-hidden="true" />
          Saved on this device, as of {saAsOf(syncedAt, Date.now())}
        </p>
      )}
    </ContentCard>
  );
}
