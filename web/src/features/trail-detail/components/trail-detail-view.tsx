import type { ReactNode } from 'react';
import { Box, Grid, Stack } from '@chakra-ui/react';
import type { Route } from '@trailfinder/shared-types';
import type { LatLng } from '../../../lib/coordinates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { AccommodationSection } from './accommodation-section';
import { BackButton } from './back-button';
import { ContactBlock } from './contact-block';
import { RouteStats } from './route-stats';
import { TrailHeader } from './trail-header';
import { TrailHero } from './trail-hero';
import { TrailLocation } from './trail-location';
import { AboutTrail, PlanningVisit, TrailExperience } from './trail-story';
import { FacilitiesSection, RouteVariants, TrailFeatures } from './trail-extras';

const COLUMNS = { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' };

interface Props {
  route: Route;
  trailhead: LatLng | null;
  /** Slots filled by other features (composed by the page). */
  share: ReactNode;
  weather: ReactNode;
  reviews: ReactNode;
}

/**
 * The trail page in the spec's order (on phones one column in exactly that order): the main
 * column, the sidebar (stats, location, weather), then reviews beside the contact block.
 */
export function TrailDetailView({ route, trailhead, share, weather, reviews }: Props) {
  useDocumentTitle(route.name);
  useHashScroll('accommodation', true);
  return (
    <Box maxW="7xl" mx="auto" px="4" py={{ base: '4', md: '6' }}>
      <Box mb="3">
        <BackButton />
      </Box>
      <TrailHero route={route} />
      <Box mt="6">
        <TrailHeader route={route} trailhead={trailhead} share={share} />
      </Box>
      <Grid templateColumns={COLUMNS} gap="6" mt="8">
        <Stack gap="6">
          <AboutTrail description={route.description} />
          <TrailExperience route={route} />
          <PlanningVisit route={route} />
          <TrailFeatures features={route.features} />
          <FacilitiesSection facilities={route.facilities} />
          <RouteVariants variants={route.routeVariants} />
          <AccommodationSection info={route.accommodationInfo} />
        </Stack>
        <Stack gap="6">
          <RouteStats route={route} trailhead={trailhead} />
          <TrailLocation name={route.name} trailhead={trailhead} />
          {weather}
        </Stack>
      </Grid>
      <Grid templateColumns={COLUMNS} gap="6" mt="6" alignItems="start">
        <Box>{reviews}</Box>
        <ContactBlock route={route} />
      </Grid>
    </Box>
  );
}
