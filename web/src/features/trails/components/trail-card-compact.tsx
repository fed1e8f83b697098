import { memo } from 'react';
import { Heart, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Trail } from '@trailfinder/shared-types';
import { ADMIN_STATUS_LABELS, formatDistanceKm, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { difficultyLabel } from '../../../components/difficulty-badge';
import { favoriteLabel, toggleAndTell } from '../../../components/favorite-button';
import { TrailCardImage } from './trail-card-image';

interface Props {
  /** `distanceKm` is there when the list is sorted by distance from the rider. */
  route: Trail & { distanceKm?: number };
  isFavorite: boolean;
  onToggleFavorite: (route: Trail) => void;
  /** The trail manager's status, when one is in force. */
  status?: AdminStatusKind;
}

/**
 * The phone's trail card: one row of about 110 px (thumbnail, name, town and province, then
 * difficulty, distance and rating, and the heart), so at least three trails fit on a 390 x 844
 * screen. The whole card opens the trail; the heart stays its own button above the link.
 *
 * Plain elements styled by class names (config/class-styles.ts, decision 047): the home page
 * renders 80 of these, and Chakra's style props cost each one its styles resolved in the browser.
 */
export const TrailCardCompact = memo(function TrailCardCompact({ route, isFavorite, onToggleFavorite, status }: Props) {
  const titleId = `route-${route.id}-title`;
  return (
    <article className="compact-card" aria-labelledby={titleId} data-testid="trail-card" data-variant="compact">
      <div className="compact-card__row">
        <div className="compact-card__thumb">
          <TrailCardImage route={route} sizes="80px" />
        </div>
        <div className="compact-card__text">
          <h3 className="compact-card__title" id={titleId}>
            <RouterLink className="compact-card__link" to={`/routes/${route.id}`}>
              {route.name}
            </RouterLink>
          </h3>
          <p className="compact-card__place">
            {route.location}, {route.province}
          </p>
          {/* Chips row: the manager's status first, difficulty, distance, rating, then how far away. */}
          <div className="compact-card__chips" data-slot="trail-card-chips">
            {status && (
              <span className="compact-card__badge" data-status={status} data-testid="trail-status">
                {ADMIN_STATUS_LABELS[status]}
              </span>
            )}
            <span className="compact-card__badge" data-difficulty={route.difficulty}>
              {difficultyLabel(route.difficulty)}
            </span>
            <p>{route.distance} km</p>
            <div className="compact-card__rating">
              <Star size={14} fill="#f59e0b" color="#d97706" aria-hidden="true" />
              <p>
                <span className="sr-only">Rating </span>
                {route.rating.toFixed(1)}
              </p>
            </div>
            {route.distanceKm !== undefined && (
              <span className="compact-card__away" data-testid="distance-chip">
                {formatDistanceKm(route.distanceKm)} away
              </span>
            )}
          </div>
        </div>
        <div className="compact-card__fav">
          <button
            type="button"
            className="compact-card__heart"
            aria-label={favoriteLabel(isFavorite)}
            aria-pressed={isFavorite}
            onClick={() => void toggleAndTell(() => onToggleFavorite(route), isFavorite, route.name)}
          >
            <Heart fill={isFavorite ? 'currentColor' : 'none'} aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
});
