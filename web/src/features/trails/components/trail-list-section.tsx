import { Fragment, useCallback } from 'react';
import { Box, Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { hasActiveFilters } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { InlineAd } from '../../../components/ad-slot';
import { adFollowsCard } from '../../../components/ad-positions';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/section-header';
import { SyncStatusNote } from '../../../components/sync-status-note';
import { toggleFavorite, useFavoriteIds } from '../../../lib/favorites';
import { TABLET_UP, useMediaQuery } from '../../../lib/use-media-query';
import { useSearchTracking } from '../hooks/use-search-tracking';
import { useFilterStore } from '../store';
import { useTrailStatuses } from '../../../lib/use-trail-statuses';
import { TrailCard } from './trail-card';
import { TrailCardCompact } from './trail-card-compact';
import { FilterSummary } from './filter-summary';
import { TrailCardSkeleton } from './trail-card-skeleton';

interface Props {
  /** Filtered trails in display order; undefined while the first sync is pending. */
  routes: Trail[] | undefined;
  /** First sync failed and nothing is stored yet. */
  unavailable: boolean;
}

const grid = { base: 1, md: 2, xl: 3 };

export function TrailListSection({ routes, unavailable }: Props) {
  const filters = useFilterStore((s) => s.filters);
  const visibleCount = useFilterStore((s) => s.visibleCount);
  const showMore = useFilterStore((s) => s.showMore);
  const clearFilters = useFilterStore((s) => s.clearFilters);
  const favoriteIds = useFavoriteIds();
  const statuses = useTrailStatuses();
  const filtered = hasActiveFilters(filters);
  const onToggleFavorite = useCallback((r: Trail) => void toggleFavorite(r), []);
  // Phones get the one-row card (three or more trails per screen); tablets and up the full card.
  const fullCards = useMediaQuery(TABLET_UP);
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
      <SimpleGrid columns={grid} gap="6" aria-busy="true" aria-label="Loading trails">
        {Array.from({ length: 6 }, (_, i) => (
          <TrailCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  } else if (routes.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX size={40} />}
        title="No routes found"
        description="Try adjusting your filters to find more trails."
      >
        <Button bg="brand.700" color="white" _hover={{ bg: 'brand.800' }} onClick={clearFilters}>
          Clear Filters
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <SimpleGrid columns={grid} gap={{ base: '3', md: '6' }}>
          {routes.slice(0, visibleCount).map((r, i) => (
            <Fragment key={r.id}>
              {fullCards ? (
                <TrailCard
                  route={r}
                  fullDescription={i === 0}
                  isFavorite={favoriteIds.has(r.id)}
                  onToggleFavorite={onToggleFavorite}
                  status={statuses.get(r.id)}
                />
              ) : (
                <TrailCardCompact
                  route={r}
                  isFavorite={favoriteIds.has(r.id)}
                  onToggleFavorite={onToggleFavorite}
                  status={statuses.get(r.id)}
                />
              )}
              {adFollowsCard(i) && <InlineAd afterCard={i} />}
            </Fragment>
          ))}
        </SimpleGrid>
        {visibleCount < routes.length && (
          <Flex justify="center" mt="10">
            <Button
              size="lg"
              variant="outline"
              borderColor="brand.700"
              color="brand.800"
              _hover={{ bg: 'brand.50' }}
              onClick={showMore}
            >
              Load More Routes
            </Button>
          </Flex>
        )}
      </>
    );
  }

  return (
    <Box as="section" id="routes" aria-labelledby="routes-title" py={{ base: '12', md: '16' }} px="4">
      <Box maxW="7xl" mx="auto">
        <SectionHeader
          id="routes-title"
          title={filtered ? 'Filtered Routes' : 'Featured Routes'}
          subtitle={
            filtered && routes ? (
              <Text as="span" role="status">
                Found {routes.length} routes matching your criteria
              </Text>
            ) : (
              !filtered && 'Hand-picked trails from every corner of South Africa, highest rated first.'
            )
          }
        />
        <SyncStatusNote />
        <Box mb="4">
          <FilterSummary count={routes?.length} />
        </Box>
        {body}
      </Box>
    </Box>
  );
}
