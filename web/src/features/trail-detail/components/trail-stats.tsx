import type { ReactNode } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, Clock, Mountain, Navigation, Route as RouteIcon, Crosshair } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import type { LatLng } from '../../../lib/coordinates';
import { offlineTilesSupported } from '../../../lib/offline-tiles';
import { toggleSavedRoute, useIsSavedRoute } from '../../../lib/saved-routes';
import { useServerConfig } from '../../../lib/server-config';
import { gpsText, openDirections } from '../trail-facts';
import { forgetOfflineMap, OfflineMapStatus, startOfflineMap } from './offline-map-status';
import { NOT_OFFERED, OfflineMapPack } from './offline-map-pack';

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex
      as="div"
      justify="space-between"
      align="center"
      gap="3"
      py="2.5"
      borderBottomWidth="1px"
      borderColor="gray.100"
    >
      <Flex as="dt" align="center" gap="2" color="gray.600" fontSize="sm">
        <Box color="brand.700" aria-hidden="true">
          {icon}
        </Box>
        {label}
      </Flex>
      <Text as="dd" fontWeight="semibold" color="gray.900" textAlign="right">
        {children}
      </Text>
    </Flex>
  );
}

interface Props {
  route: Pick<Trail, 'id' | 'name' | 'distance' | 'elevation' | 'duration'>;
  trailhead: LatLng | null;
}

/**
 * Sidebar Route Stats with Start Navigation and the Save Route toggle. When the tile provider
 * permits it, saving also stores the map around the trailhead for offline use.
 */
export function TrailStats({ route, trailhead }: Props) {
  const saved = useIsSavedRoute(route.id);
  const { tileUrl, tileDownloadAllowed, mapPacks } = useServerConfig();
  const offlineMap = tileDownloadAllowed && offlineTilesSupported() ? trailhead : null;
  const onSave = () =>
    void toggleSavedRoute(route.id)
      .then((nowSaved) => {
        if (nowSaved && offlineMap) startOfflineMap(route.id, offlineMap, tileUrl);
        // Removed whatever the provider is now: tiles stored under an earlier setting go too.
        if (!nowSaved) forgetOfflineMap(route.id);
      })
      .catch((err: unknown) => console.error('Could not save the route', err));
  return (
    <ContentCard title="Route Stats" icon={<RouteIcon size={22} />}>
      <Box as="dl" mt="-2">
        <Stat icon={<RouteIcon size={16} />} label="Distance">
          {route.distance} km
        </Stat>
        <Stat icon={<Mountain size={16} />} label="Elevation Gain">
          {route.elevation} m
        </Stat>
        <Stat icon={<Clock size={16} />} label="Estimated Time">
          {route.duration || '—'}
        </Stat>
        <Stat icon={<Crosshair size={16} />} label="GPS Coordinates">
          <Text as="span" fontFamily="mono" fontSize="sm">
            {gpsText(trailhead)}
          </Text>
        </Stat>
      </Box>
      <Stack mt="5" gap="2.5">
        <Button
          bg="brand.700"
          color="white"
          _hover={{ bg: 'brand.800' }}
          disabled={!trailhead}
          onClick={() => openDirections(trailhead)}
        >
          <Navigation aria-hidden="true" /> Start Navigation
        </Button>
        <Button
          variant="outline"
          borderColor={saved ? 'brand.700' : 'gray.300'}
          color={saved ? 'brand.800' : 'gray.800'}
          bg={saved ? 'brand.50' : 'white'}
          onClick={onSave}
          disabled={saved === undefined}
        >
          {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {saved ? 'Remove from Saved' : 'Save Route'}
        </Button>
        {offlineMap && <OfflineMapStatus routeId={route.id} trailhead={offlineMap} tileUrl={tileUrl} saved={saved} />}
        {mapPacks ? (
          <OfflineMapPack routeId={route.id} name={route.name} />
        ) : (
          !offlineMap && <Text fontSize="sm">{NOT_OFFERED}</Text>
        )}
      </Stack>
    </ContentCard>
  );
}
