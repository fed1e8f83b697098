import type { ReactNode } from 'react';
import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { FavoriteButton } from '../../../components/favorite-button';
import { StarRating } from '../../../components/star-rating';
import type { LatLng } from '../../../lib/coordinates';
import { toggleFavorite, useIsFavorite } from '../../../lib/favorites';
import { FacilitiesCompact } from './facilities';
import { NavigateButton } from './navigate-button';

interface Props {
  route: Trail;
  trailhead: LatLng | null;
  /** The share control (from the share feature). */
  share: ReactNode;
  /** False on phones, where Navigate to Trailhead follows today's weather. */
  showNavigate?: boolean;
}

/** Name, share control and text, location, Navigate to Trailhead, rating and facility icons. */
export function TrailHeader({ route, trailhead, share, showNavigate = true }: Props) {
  const isFavorite = useIsFavorite(route.id);
  const rating = Number.isFinite(route.rating) ? route.rating : 0;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" color="gray.900" flex="1" minW="0">
          {route.name}
        </Heading>
        <HStack gap="2" flexShrink={0}>
          {share}
          <FavoriteButton
            isFavorite={isFavorite}
            onToggle={() => toggleFavorite(route)}
            trailName={route.name}
            size="md"
          />
        </HStack>
      </Flex>
      <Text fontSize="sm" color="gray.600" mt="-2">
        Riding with friends? Share this trail with your crew.
      </Text>
      <HStack gap="1.5" color="gray.700">
        <MapPin size={18} aria-hidden="true" />
        <Text fontSize="lg">
          {route.location}, {route.province}
        </Text>
      </HStack>
      <Flex gap={{ base: '4', md: '6' }} align="center" wrap="wrap">
        {showNavigate && <NavigateButton trailhead={trailhead} />}
        <HStack gap="2">
          <StarRating rating={rating} size={20} label={`Rated ${rating.toFixed(1)} out of 5`} />
          <Text fontWeight="semibold" color="gray.800" aria-hidden="true">
            {rating.toFixed(1)}/5
          </Text>
        </HStack>
      </Flex>
      <Box>
        <FacilitiesCompact facilities={route.facilities} />
      </Box>
    </Stack>
  );
}
