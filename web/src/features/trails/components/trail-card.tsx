import { memo } from 'react';
import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { ArrowRight, MapPin, Mountain, Route as RouteIcon, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Trail } from '@trailfinder/shared-types';
import { formatDistanceKm, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { TrailStatusBadge } from '../../../components/trail-status-badge';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { TrailCardTitle } from '../../../components/trail-card-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { TrailCardImage } from './trail-card-image';
import { TrailDescription } from './trail-description';

interface Props {
  /** `distanceKm` is there when the list is sorted by distance from the rider. */
  route: Trail & { distanceKm?: number };
  fullDescription: boolean;
  isFavorite: boolean;
  onToggleFavorite: (route: Trail) => void;
  /** The trail manager's status, when one is in force. */
  status?: AdminStatusKind;
}

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <HStack gap="1.5" color="gray.700" fontSize="sm">
      <Box color="brand.700" aria-hidden="true">
        {icon}
      </Box>
      <Text>{children}</Text>
    </HStack>
  );
}

export const TrailCard = memo(function TrailCard({
  route,
  fullDescription,
  isFavorite,
  onToggleFavorite,
  status,
}: Props) {
  const titleId = `route-${route.id}-title`;
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      data-testid="trail-card"
      bg="white"
      borderRadius="2xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="sm"
      display="flex"
      flexDirection="column"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
    >
      <Box position="relative" h="44" bg="gray.200">
        <TrailCardImage route={route} />
        <DifficultyBadge difficulty={route.difficulty} position="absolute" top="3" left="3" boxShadow="sm" />
        {status && <TrailStatusBadge status={status} position="absolute" bottom="3" left="3" boxShadow="sm" />}
        <Box position="absolute" top="2" right="2">
          <FavoriteButton isFavorite={isFavorite} onToggle={() => onToggleFavorite(route)} />
        </Box>
      </Box>
      <Flex direction="column" gap="3" p="5" flex="1">
        <Box>
          <TrailCardTitle route={route} titleId={titleId} as="h3" size="lg" />
        </Box>
        <Flex gap="4" wrap="wrap">
          {route.distanceKm !== undefined && (
            <Fact icon={<MapPin size={16} />}>
              <Text as="span" data-testid="distance-chip">
                {formatDistanceKm(route.distanceKm)} away
              </Text>
            </Fact>
          )}
          <Fact icon={<RouteIcon size={16} />}>{route.distance} km</Fact>
          <Fact icon={<Mountain size={16} />}>{route.elevation} m</Fact>
          <Fact icon={<Star size={16} fill="currentColor" />}>
            <Text as="span" srOnly>
              Rating{' '}
            </Text>
            {route.rating.toFixed(1)}
          </Fact>
        </Flex>
        <Box flex="1">
          <TrailDescription text={route.description} full={fullDescription} />
        </Box>
        <Link
          asChild
          fontWeight="semibold"
          color="brand.700"
          alignSelf="flex-start"
          aria-label={`View details for ${route.name}`}
        >
          <RouterLink to={`/routes/${route.id}`}>
            View Details <ArrowRight size={16} aria-hidden="true" />
          </RouterLink>
        </Link>
      </Flex>
    </Box>
  );
});
