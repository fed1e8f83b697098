import type { ReactNode } from 'react';
import { MapPin, Ticket } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { FavoriteButton } from '../../../components/favorite-button';
import { StarRating } from '../../../components/star-rating';
import type { LatLng } from '../../../lib/coordinates';
import { toggleFavorite, useIsFavorite } from '../../../lib/favorites';
import { accessSummary } from '../access-facts';
import { FacilitiesCompact } from './facilities';
import { NavigateButton } from './navigate-button';
import css from './trail-header.module.css';

interface Props {
  route: Trail;
  trailhead: LatLng | null;
  /** The share control (from the share feature). */
  share: ReactNode;
  /** False on phones, where Navigate to Trailhead follows today's weather. */
  showNavigate?: boolean;
}

/** Name, share control and text, location, the access card's gist, Navigate to Trailhead, rating and facility icons. */
export function TrailHeader({ route, trailhead, share, showNavigate = true }: Props) {
  const isFavorite = useIsFavorite(route.id);
  const rating = Number.isFinite(route.rating) ? route.rating : 0;
  return (
    <div className={css.header}>
      <div className={css.top}>
        <h1 className={css.name}>{route.name}</h1>
        <div className={css.controls}>
          {share}
          <FavoriteButton
            isFavorite={isFavorite}
            onToggle={() => toggleFavorite(route)}
            trailName={route.name}
            size="md"
          />
        </div>
      </div>
      <p className={css.shareText}>Riding with friends? Share this trail with your crew.</p>
      <div className={css.place}>
        <MapPin size={18} aria-hidden="true" />
        <p>
          {route.location}, {route.province}
        </p>
      </div>
      {/* The access card's gist, so a phone's first screen says what the gate asks (decision 078). */}
      <a className={css.access} href="#access" data-testid="access-summary">
        <Ticket size={18} aria-hidden="true" />
        <span>
          <span className={css.accessTitle}>Access:</span> {accessSummary(route.access)}
        </span>
      </a>
      <div className={css.rating}>
        {showNavigate && <NavigateButton trailhead={trailhead} />}
        <div className={css.stars}>
          <StarRating rating={rating} size={20} label={`Rated ${rating.toFixed(1)} out of 5`} />
          <p className={css.score} aria-hidden="true">
            {rating.toFixed(1)}/5
          </p>
        </div>
      </div>
      <div>
        <FacilitiesCompact facilities={route.facilities} />
      </div>
    </div>
  );
}
