import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Box, chakra, Flex, Spinner, Text } from '@chakra-ui/react';
import { MapPinned, Navigation } from 'lucide-react';
import { ContentCard } from '../../../components/content-card';
import { ErrorBoundary } from '../../../components/error-boundary';
import type { LatLng } from '../../../lib/coordinates';
import { useServerConfig } from '../../../lib/server-config';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { openDirections } from '../trail-facts';

const TrailMiniMap = lazy(() => import('./trail-mini-map'));

function MapNote({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Flex h="full" align="center" justify="center" gap="2" bg="gray.100" color="gray.600" role="status" px="4">
      {busy && <Spinner size="sm" color="brand.700" />}
      <Text fontSize="sm" textAlign="center">
        {children}
      </Text>
    </Flex>
  );
}

/** Trail Location: the mini map at the trailhead; a click anywhere on it opens navigation. */
export function TrailLocation({ name, trailhead }: { name: string; trailhead: LatLng | null }) {
  const { tileUrl, tileAttribution } = useServerConfig();
  // Leaflet and the tiles load when the map comes near the screen, never with the page's HTML.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '300px');
  return (
    <ContentCard title="Trail Location" icon={<MapPinned size={22} />}>
      <Box
        ref={box}
        className="mini-map"
        position="relative"
        h="56"
        borderRadius="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="gray.200"
        zIndex="0"
        isolation="isolate"
      >
        {!trailhead ? (
          <MapNote>The map is not available: this trail has no usable GPS coordinates.</MapNote>
        ) : (
          <ErrorBoundary label="Trail mini map" fallback={<MapNote>The map is unavailable right now.</MapNote>}>
            {near ? (
              <Suspense fallback={<MapNote busy>Loading map...</MapNote>}>
                <TrailMiniMap trailhead={trailhead} name={name} tileUrl={tileUrl} tileAttribution={tileAttribution} />
              </Suspense>
            ) : (
              <MapNote busy>Loading map...</MapNote>
            )}
            {/* Above the map panes (z 400-700), below Leaflet's controls (1000): the attribution stays clickable. */}
            <chakra.button
              type="button"
              position="absolute"
              inset="0"
              zIndex="800"
              cursor="pointer"
              aria-label={`Tap for directions. Open directions to ${name} in Google Maps (opens in a new tab)`}
              onClick={() => openDirections(trailhead)}
              display="flex"
              alignItems="flex-start"
              justifyContent="flex-end"
              p="2"
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '-3px' }}
            >
              <Flex
                as="span"
                align="center"
                gap="1.5"
                bg="whiteAlpha.900"
                color="brand.800"
                fontSize="xs"
                fontWeight="semibold"
                px="2.5"
                py="1"
                borderRadius="full"
                boxShadow="sm"
              >
                <Navigation size={12} aria-hidden="true" /> Tap for directions
              </Flex>
            </chakra.button>
          </ErrorBoundary>
        )}
      </Box>
    </ContentCard>
  );
}
