import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Box, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { MARKER_COLOURS } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { ErrorBoundary } from '../../../components/error-boundary';
import { SectionHeader } from '../../../components/section-header';
import { useServerConfig } from '../../../lib/server-config';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useNearViewport } from '../../../lib/use-near-viewport';

/** Leaflet and the map's code, fetched once: as soon as the map is near, before the trails are read. */
const { Component: TrailMap, preload: preloadMap } = lazyWithPreload(() => import('./trail-map'));
// A link straight to the map (/#map): its code comes with this chunk's, not after a render.
if (typeof window !== 'undefined' && window.location.hash === '#map') void preloadMap();

function MapMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Flex
      h="full"
      align="center"
      justify="center"
      direction="column"
      gap="3"
      color="gray.600"
      bg="gray.100"
      role="status"
    >
      {busy && <Spinner color="brand.700" size="lg" />}
      <Text fontWeight="medium">{children}</Text>
    </Flex>
  );
}

const LEGEND = [
  { label: 'Easy', colour: MARKER_COLOURS.easy },
  { label: 'Moderate', colour: MARKER_COLOURS.moderate },
  { label: 'Hard', colour: MARKER_COLOURS.hard },
];

interface Props {
  /** The filtered trails; undefined until local data is read. */
  routes: Trail[] | undefined;
  province: string;
  /** The filter panel, rendered above the map. */
  filters: ReactNode;
  /** Drawn on the map for the trail whose popup is open. */
  SelectedOverlay?: ComponentType<{ routeId: number }>;
}

export function MapSection({ routes, province, filters, SelectedOverlay }: Props) {
  const { tileUrl, tileAttribution } = useServerConfig();
  // Leaflet (its code, the markers and the tiles) loads when the map comes near the screen, or at
  // once for a link straight to #map; never with the page's HTML.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '600px', '#map');
  useEffect(() => {
    if (near) preloadMap();
  }, [near]);
  return (
    <Box as="section" id="map" aria-labelledby="map-title" py={{ base: '12', md: '16' }} px="4" bg="white">
      <Box maxW="7xl" mx="auto">
        <SectionHeader
          id="map-title"
          title="Interactive Trail Map"
          subtitle="Explore mountain bike routes across all nine South African provinces with our interactive map. Click markers to see trail details."
        />
        {filters}
        <Box
          ref={box}
          mt="6"
          h={{ base: '384px', lg: '500px' }}
          borderRadius="2xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="gray.200"
          boxShadow="sm"
          position="relative"
          zIndex="0"
        >
          <ErrorBoundary label="Trail map" fallback={<MapMessage>The map is unavailable right now.</MapMessage>}>
            {routes && near ? (
              <Suspense fallback={<MapMessage busy>Loading interactive map...</MapMessage>}>
                <TrailMap
                  routes={routes}
                  province={province}
                  tileUrl={tileUrl}
                  tileAttribution={tileAttribution}
                  SelectedOverlay={SelectedOverlay}
                />
              </Suspense>
            ) : (
              <MapMessage busy>Loading interactive map...</MapMessage>
            )}
          </ErrorBoundary>
        </Box>
        <HStack
          as="ul"
          aria-label="Marker colours"
          listStyleType="none"
          gap="5"
          mt="3"
          fontSize="sm"
          color="gray.700"
          flexWrap="wrap"
        >
          {LEGEND.map((l) => (
            <HStack as="li" key={l.label} gap="2">
              <Box
                w="3.5"
                h="3.5"
                borderRadius="full"
                borderWidth="2px"
                borderColor="white"
                boxShadow="0 0 0 1px rgba(0,0,0,0.3)"
                style={{ background: l.colour }}
              />
              {l.label}
            </HStack>
          ))}
        </HStack>
      </Box>
    </Box>
  );
}
