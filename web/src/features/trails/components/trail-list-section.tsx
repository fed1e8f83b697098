import { Fragment, useCallback } from 'react';
import { SearchX } from 'lucide-react';
import { hasActiveFilters } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { InlineAd, useNetworkAdUnit } from '../../../components/ad-slot';
import { adFollowsCard } from '../../../components/ad-positions';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/section-header';
import { SyncStatusNote } from '../../../components/sync-status-note';
import { toggleFavorite, useFavoriteIds } from '../../../lib/favorites';
import { useSearchTracking } from '../hooks/use-search-tracking';
import { useFilterStore } from '../store';
import { useTrailStatuses } from '../../../lib/use-trail-statuses';
import { useLinkNavigation } from '../../../lib/use-link-navigation';
import { TrailCard } from './trail-card';
import { FilterSummary } from './filter-summary';
import { TrailCardSkeleton } from './trail-card-skeleton';
import common from '../../../components/common.module.css';
import css from './trail-list-section.module.css';

interface Props {
  /** Filtered trails in display order; undefined while the first sync is pending. */
  routes: Trail[] | undefined;
  /** First sync failed and nothing is stored yet. */
  unavailable: boolean;
}

export function TrailListSection({ routes, unavailable }: Props) {
  const filters = useFilterStore((s) => s.filters);
  const visibleCount = useFilterStore((s) => s.visibleCount);
  const showMore = useFilterStore((s) => s.showMore);
  const clearFilters = useFilterStore((s) => s.clearFilters);
  const favoriteIds = useFavoriteIds();
  const statuses = useTrailStatuses();
  const adUnit = useNetworkAdUnit();
  const openLink = useLinkNavigation();
  const filtered = hasActiveFilters(filters);
  const onToggleFavorite = useCallback((r: Trail) => toggleFavorite(r), []);
  useSearchTracking(filters.search, routes?.length);

  let body: React.ReactNode;
  if (!routes && unavailable) {
    body = (
      <EmptyState
        title="Trails are not on this device yet"
        description="Connect to the internet once and the trail directory will be saved for riding off-grid."
      />
    );
  } else if (!routes) {
    body = (
      <div className={css.grid} aria-busy="true" aria-label="Loading trails">
        {Array.from({ length: 6 }, (_, i) => (
          <TrailCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (routes.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX size={40} />}
        title="No routes found"
        description="Try adjusting your filters to find more trails."
      >
        <button type="button" className={common.solid} onClick={clearFilters}>
          Clear Filters
        </button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {/* Every card at once (their styles are class names, so 80 cost little): no list drawn in
            steps. The cards' links are plain anchors, opened in the app here (Enter on one is a click). */}
        <div className={css.grid} onClick={openLink}>
          {routes.slice(0, visibleCount).map((r, i) => (
            <Fragment key={r.id}>
              <TrailCard
                route={r}
                fullDescription={i === 0}
                isFavorite={favoriteIds.has(r.id)}
                onToggleFavorite={onToggleFavorite}
                status={statuses.get(r.id)}
              />
              {adFollowsCard(i) && <InlineAd afterCard={i} unit={adUnit} />}
            </Fragment>
          ))}
        </div>
        {visibleCount < routes.length && (
          <div className={css.more}>
            <button type="button" className={css.moreButton} onClick={showMore}>
              Load More Routes
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section id="routes" aria-labelledby="routes-title" className={css.section}>
      <div className={common.container}>
        <SectionHeader
          id="routes-title"
          title={filtered ? 'Filtered Routes' : 'Featured Routes'}
          subtitle={
            filtered && routes ? (
              <span role="status">Found {routes.length} routes matching your criteria</span>
            ) : (
              !filtered && 'Hand-picked trails from every corner of South Africa, highest rated first.'
            )
          }
        />
        <SyncStatusNote />
        <div className={css.summary}>
          <FilterSummary count={routes?.length} />
        </div>
        {body}
      </div>
    </section>
  );
}
