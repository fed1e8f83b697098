import { memo } from 'react';
import { Box, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Trail } from '@trailfinder/shared-types';
import { formatDistanceKm, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { FavoriteButton } from '../../../components/favorite-button';
import { TrailStatusBadge } from '../../../components/trail-status-badge';
import { TrailCardImage } from './trail-card-image';
import { offscreen } from '../../../lib/offscreen';

interface Props {
  /** `distanceKm` is there when the list is sorted by distance from the rider. */
  route: Trail & { distanceKm?: number };
  isFavorite: boolean;
  onToggleFavorite: (route: Trail) => void;
  /** The trail manager's status, when one is in force. */
  status?: AdminStatusKind;
}

/** The card's content, drawn as it comes near the screen (static, so one style rule for all). */
const LATER = offscreen('90px');

/**
 * The phone's trail card: one row of about 110 px (thumbnail, name, town and province, then
 * difficulty, distance and rating, and the heart), so at least three trails fit on a 390 x 844
 * screen. The whole card opens the trail; the heart stays its own button above the link.
 */
export const TrailCardCompact = memo(function TrailCardCompact({ route, isFavorite, onToggleFavorite, status }: Props) {
  const titleId = `route-${route.id}-title`;
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      data-testid="trail-card"
      data-variant="compact"
      position="relative"
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border"
      boxShadow="xs"
    >
      {/* Laid out and painted only near the screen: 80 cards' contents were most of each re-layout
          of the home page as the list filled in (decision 044). 90 px: the content's height inside its 12 px padding. */}
      <Flex gap="3" p="3" align="center" {...LATER}>
        <Box w="20" h="20" flexShrink={0} borderRadius="lg" overflow="hidden" bg="gray.200">
          <TrailCardImage route={route} sizes="80px" />
        </Box>
        <Box flex="1" minW="0">
          <Heading as="h3" size="md" id={titleId} lineHeight="short">
            {/* The link's ::after covers the card, so the whole row is one 44 px+ tap target. */}
            <Link
              asChild
              color="fg"
              display="flex"
              alignItems="center"
              minH="44px"
              _after={{ content: '""', position: 'absolute', inset: 0, borderRadius: 'xl' }}
            >
              <RouterLink to={`/routes/${route.id}`}>{route.name}</RouterLink>
            </Link>
          </Heading>
          <Text fontSize="sm" color="fg.muted" truncate>
            {route.location}, {route.province}
          </Text>
          {/* Chips row: the manager's status first, difficulty, distance, rating, then how far away. */}
          <HStack data-slot="trail-card-chips" gap="2" mt="1" wrap="wrap" fontSize="sm" color="fg">
            {status && <TrailStatusBadge status={status} />}
            <DifficultyBadge difficulty={route.difficulty} />
            <Text>{route.distance} km</Text>
            <HStack gap="1">
              <Star size={14} fill="#f59e0b" color="#d97706" aria-hidden="true" />
              <Text>
                <Text as="span" srOnly>
                  Rating{' '}
                </Text>
                {route.rating.toFixed(1)}
              </Text>
            </HStack>
            {route.distanceKm !== undefined && (
              <Text as="span" data-testid="distance-chip" fontWeight="medium">
                {formatDistanceKm(route.distanceKm)} away
              </Text>
            )}
          </HStack>
        </Box>
        <Box position="relative" zIndex="1" flexShrink={0}>
          <FavoriteButton isFavorite={isFavorite} onToggle={() => onToggleFavorite(route)} trailName={route.name} />
        </Box>
      </Flex>
    </Box>
  );
});
