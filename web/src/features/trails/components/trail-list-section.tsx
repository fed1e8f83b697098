import { Fragment, startTransition, useCallback, useEffect, useState, type CSSProperties } from 'react';
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
import { whenIdle } from '../../../lib/idle';
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

/** Cards in the page's first render (the server's HTML, then hydration): about a phone's screen. */
const FIRST_CARDS = 6;
/** Cards added per idle moment after it, each step a short task. */
const CARDS_PER_STEP = 6;
/** Rough heights of the cards still to come (one-row card on phones, full card from tablets). */
const PHONE_CARD_PX = 124;
const FULL_CARD_PX = 470;
let listShownBefore = false;

/**
 * How many of the `target` cards to render. The first time the list shows in a visit, and after
 * each change of the filters (`filterKey`), the cards on screen come first and the rest follow in
 * small steps while the page is idle, so no long task blocks a tap (80 cards at once cost a
 * mid-range phone over a second, and far more with 10,000 trails on the map beside them). Later
 * visits to the list, such as Back from a trail, render it whole at once so the scroll position
 * can be restored; new data from a sync changes nothing already shown.
 */
function useCardsToRender(target: number, filterKey: unknown): number {
  const [state, setState] = useState(() => ({
    filterKey,
    count: listShownBefore ? Number.POSITIVE_INFINITY : FIRST_CARDS,
  }));
  let { count } = state;
  if (state.filterKey !== filterKey) {
    // Adjusted during render (React's pattern for state derived from a prop): no frame shows the
    // new filters with all the old count's cards.
    count = FIRST_CARDS;
    setState({ filterKey, count });
  }
  useEffect(() => {
    listShownBefore = true;
  }, []);
  useEffect(() => {
    if (count === Number.POSITIVE_INFINITY) return;
    if (count >= target) {
      setState((s) => ({ ...s, count: Number.POSITIVE_INFINITY }));
      return;
    }
    return whenIdle(() => startTransition(() => setState((s) => ({ ...s, count: s.count + CARDS_PER_STEP }))), 500);
  }, [count, target]);
  return Math.min(count, target);
}

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
  const listed = Math.min(visibleCount, routes?.length ?? 0);
  const rendered = useCardsToRender(listed, filters);
  const toCome = listed - rendered;

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
          {routes.slice(0, rendered).map((r, i) => (
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
        {toCome > 0 && (
          // Holds the place of the cards still to come, so what is below does not move up and back.
          // Its heights are inline variables: a height in its styles would be a new CSS rule at each
          // step, and every new rule makes the browser restyle the whole page.
          <Box
            aria-hidden="true"
            mt={{ base: '3', md: '6' }}
            h={{ base: 'var(--to-come-phone)', md: 'var(--to-come-tablet)', xl: 'var(--to-come-wide)' }}
            style={
              {
                '--to-come-phone': `${toCome * PHONE_CARD_PX}px`,
                '--to-come-tablet': `${Math.ceil(toCome / 2) * FULL_CARD_PX}px`,
                '--to-come-wide': `${Math.ceil(toCome / 3) * FULL_CARD_PX}px`,
              } as CSSProperties
            }
          />
        )}
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
