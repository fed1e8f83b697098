import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MapPin, Navigation } from 'lucide-react';
import type { Route } from '@trailfinder/shared-types';
import { FavoriteButton } from '../../../components/favorite-button';
import { StarRating } from '../../../components/star-rating';
import type { LatLng } from '../../../lib/coordinates';
import { toggleFavorite, useIsFavorite } from '../../../lib/favorites';
import { directionsUrl } from '../trail-facts';
import { FacilitiesCompact } from './facilities';

interface Props {
  route: Route;
  trailhead: LatLng | null;
  /** The share control (from the share feature). */
  share: ReactNode;
}

/** Name, share control and text, location, Navigate to Trailhead, rating and facility icons. */
export function TrailHeader({ route, trailhead, share }: Props) {
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
        {trailhead ? (
          <Button asChild bg="trail.600" color="white" _hover={{ bg: 'trail.700' }} size="lg">
            <a href={directionsUrl(trailhead)} target="_blank" rel="noopener noreferrer">
              <Navigation aria-hidden="true" /> Navigate to Trailhead
              <Text as="span" srOnly>
                {' '}
                (opens Google Maps in a new tab)
              </Text>
            </a>
          </Button>
        ) : (
          <Button size="lg" disabled>
            <Navigation aria-hidden="true" /> Navigate to Trailhead
          </Button>
        )}
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
