import { Button, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { summariseFavorites } from '../favorites-summary';
import { useFavoriteTrails } from '../hooks/use-favorite-trails';
import { ClearAllDialog } from './clear-all-dialog';
import { FavoriteTrailCard } from './favorite-trail-card';
import { FavoritesSummaryCards } from './favorites-summary-cards';
import { brandSolid } from '../../../config/brand-button';

/** The favourites page body: summary, 'Showing X of Y', cards and Clear All; or the empty state. */
export function FavoritesView() {
  const data = useFavoriteTrails();
  if (!data) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading favourites">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="24" borderRadius="2xl" />
          ))}
        </SimpleGrid>
        <Skeleton h="40" borderRadius="2xl" />
      </Stack>
    );
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<Heart size={40} />}
        title="No Favorite Trails Yet"
        description="Tap the heart on any trail to keep it here, ready for your next ride, even without signal."
      >
        <Button asChild {...brandSolid}>
          <RouterLink to="/">Explore Trails</RouterLink>
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="6">
      <FavoritesSummaryCards summary={summariseFavorites(data.trails)} />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="gray.700" fontWeight="medium" role="status">
          Showing {data.trails.length} of {data.total} favorite trails
        </Text>
        <ClearAllDialog count={data.total} />
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
        {data.trails.map((t) => (
          <FavoriteTrailCard key={t.id} route={t} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
