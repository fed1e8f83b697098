import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { ArrowRight, Mountain, Route as RouteIcon, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { normaliseDifficulty, MARKER_COLOURS } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { TrailCardTitle } from '../../../components/trail-card-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { toggleFavorite } from '../../../lib/favorites';
import { cardSurface } from '../../../config/card-surface';

/** A compact trail card for the favourites page (its heart removes the favourite). */
export function FavoriteTrailCard({ route }: { route: Trail }) {
  const titleId = `favorite-${route.id}-title`;
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      data-testid="favorite-card"
      {...cardSurface}
      borderTopWidth="4px"
      style={{ borderTopColor: MARKER_COLOURS[normaliseDifficulty(route.difficulty)] }}
      boxShadow="sm"
      p="5"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          <Box mb="2">
            <DifficultyBadge difficulty={route.difficulty} />
          </Box>
          <TrailCardTitle route={route} titleId={titleId} as="h2" size="md" />
        </Box>
        <FavoriteButton isFavorite onToggle={() => toggleFavorite(route)} trailName={route.name} />
      </Flex>
      <Flex gap="4" wrap="wrap" fontSize="sm" color="gray.700">
        <HStack gap="1.5">
          <RouteIcon size={16} aria-hidden="true" /> <Text>{route.distance} km</Text>
        </HStack>
        <HStack gap="1.5">
          <Mountain size={16} aria-hidden="true" /> <Text>{route.elevation} m</Text>
        </HStack>
        <HStack gap="1.5">
          <Star size={16} aria-hidden="true" fill="currentColor" />
          <Text>
            <Text as="span" srOnly>
              Rating{' '}
            </Text>
            {route.rating.toFixed(1)}
          </Text>
        </HStack>
      </Flex>
      <Link asChild fontWeight="semibold" color="brand.700" alignSelf="flex-start" mt="auto">
        <RouterLink to={`/routes/${route.id}`} aria-label={`View details for ${route.name}`}>
          View Details <ArrowRight size={16} aria-hidden="true" />
        </RouterLink>
      </Link>
    </Box>
  );
}
