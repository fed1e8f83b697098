import { memo } from 'react';
import type { Trail } from '@trailfinder/shared-types';
import { formatDistanceKm, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { FavoriteButton } from '../../../components/favorite-button';
import { MaskIcon } from '../../../components/mask-icon';
import { TrailStatusBadge } from '../../../components/trail-status-badge';
import { TrailCardImage } from './trail-card-image';
import { TrailDescription } from './trail-description';
import css from './trail-card.module.css';

interface Props {
  /** `distanceKm` is there when the list is sorted by distance from the rider. */
  route: Trail & { distanceKm?: number };
  fullDescription: boolean;
  isFavorite: boolean;
  /** Resolves to whether the trail is now a favourite (the heart then says what the device holds). */
  onToggleFavorite: (route: Trail) => Promise<boolean>;
  /** The trail manager's status, when one is in force. */
  status?: AdminStatusKind;
}

/**
 * The home list's trail card, one component for every screen (decision 066). On a phone it is one
 * row of about 110 px (thumbnail, name, town and province, the chips, the heart), so at least
 * three trails fit on a 390 x 844 screen, and the whole row opens the trail. From 48em up it is the
 * full card: picture with its badges, name, facts, description and View Details. The two are the
 * same elements laid out by trail-card.module.css: plain elements and class names, so the 80 cards
 * cost no style work in the browser, and icons drawn by the stylesheet (decision 092). Its links are
 * plain anchors: the list that holds the cards opens them in the app (`useLinkNavigation`, decision 093).
 */
export const TrailCard = memo(function TrailCard({
  route,
  fullDescription,
  isFavorite,
  onToggleFavorite,
  status,
}: Props) {
  const titleId = `route-${route.id}-title`;
  const to = `/routes/${route.id}`;
  return (
    <article className={css.card} aria-labelledby={titleId} data-testid="trail-card">
      <div className={css.media}>
        <TrailCardImage route={route} sizes="(min-width: 80em) 400px, (min-width: 48em) 50vw, 80px" />
      </div>
      <div className={css.body}>
        <h3 className={css.title} id={titleId}>
          <a className={css.link} href={to}>
            {route.name}
          </a>
        </h3>
        <p className={css.place}>
          <MaskIcon name="map-pin" className={`${css.placeIcon} ${css.wideOnly}`} />
          <span className={css.placeText}>
            {route.location}, {route.province}
          </span>
        </p>
        {/* Phone: status, difficulty, distance, rating, then how far away. Wider: the badges lie on the picture. */}
        <div className={css.facts} data-slot="trail-card-chips">
          {status && <TrailStatusBadge status={status} className={css.status} />}
          <DifficultyBadge difficulty={route.difficulty} className={css.difficulty} />
          {route.distanceKm !== undefined && (
            <span className={css.away} data-testid="distance-chip">
              <MaskIcon name="map-pin" className={`${css.factIcon} ${css.wideOnly}`} />
              {formatDistanceKm(route.distanceKm)} away
            </span>
          )}
          <span className={css.fact}>
            <MaskIcon name="route" className={`${css.factIcon} ${css.wideOnly}`} />
            {route.distance} km
          </span>
          <span className={`${css.fact} ${css.wideOnly}`}>
            <MaskIcon name="mountain" className={css.factIcon} />
            {route.elevation} m
          </span>
          <span className={css.fact}>
            <MaskIcon name="star-filled" className={css.star} />
            <span>
              <span className={css.srOnly}>Rating </span>
              {route.rating.toFixed(1)}
            </span>
          </span>
        </div>
        <div className={`${css.description} ${css.wideOnly}`}>
          <TrailDescription text={route.description} full={fullDescription} />
        </div>
        <a className={`${css.details} ${css.wideOnly}`} href={to} aria-label={`View details for ${route.name}`}>
          View Details <MaskIcon name="arrow-right" />
        </a>
      </div>
      <div className={css.fav}>
        <FavoriteButton isFavorite={isFavorite} onToggle={() => onToggleFavorite(route)} trailName={route.name} />
      </div>
    </article>
  );
});
