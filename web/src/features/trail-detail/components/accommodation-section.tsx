import type { ReactNode } from 'react';
import { BedDouble } from 'lucide-react';
import type { AccommodationInfo } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import css from './accommodation-section.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className={css.factLabel}>{label}</p>
      <div className={css.factValue}>{children}</div>
    </div>
  );
}

/** The #accommodation anchor (linked from cards and shared links; smooth-scrolled to). */
export function AccommodationSection({ info }: { info: AccommodationInfo | null }) {
  const available = info?.available === true;
  return (
    <ContentCard id="accommodation" title="Accommodation" icon={<BedDouble size={22} />}>
      {!info || !available ? (
        <p className={css.muted}>
          {info?.description ||
            'No accommodation is listed for this trail. Check nearby towns for guesthouses and campsites.'}
        </p>
      ) : (
        <div className={css.stack}>
          <div className={css.badges}>
            <span className={info.onSite ? css.onSite : css.nearby}>{info.onSite ? 'On site' : 'Nearby'}</span>
            {info.types.map((t) => (
              <span key={t} className={css.type}>
                {t}
              </span>
            ))}
          </div>
          {info.description && <p className={css.description}>{info.description}</p>}
          {info.capacity && <Fact label="Capacity">{info.capacity}</Fact>}
          {info.priceRange && <Fact label="Price range">{info.priceRange}</Fact>}
          {info.amenities.length > 0 && (
            <Fact label="Amenities">
              <ul className={css.amenities}>
                {info.amenities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </Fact>
          )}
          {info.bookingInfo && <Fact label="Booking">{info.bookingInfo}</Fact>}
        </div>
      )}
    </ContentCard>
  );
}
