import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download, LocateFixed } from 'lucide-react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useServerConfig } from '../../../lib/server-config';
import { gpxUrl } from '../api';
import { useRiderProgress } from '../hooks/use-rider-progress';
import { useTrailTrack } from '../hooks/use-trail-track';
import { describeKeyPoint, formatKm, formatM, keyPoints, profileOf } from '../track-format';
import { ElevationProfile } from './elevation-profile';
import { ProfileTable } from './profile-table';
import { RiderProgressNote } from './rider-progress-note';
import { TrackFigures } from './track-figures';
import { TrackOfflineMap } from './track-offline-map';
import type { LatLng } from '../../../lib/coordinates';

const TrackMap = lazy(() => import('./track-map'));

/** A file name for the download built on the device (the server's header names it when online). */
const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'track'
  }.gpx`;

/**
 * The trail's recorded track: the line on a map, the elevation profile (with its text and table
 * alternatives), the figures, the key points, "Download GPX" and "Show my position". A trail
 * without a track says so; the trailhead map elsewhere on the page still shows where it starts.
 */
interface Props {
  routeId: number;
  trailName: string;
  /** Where the stored map is centred too (the trail's own offline map starts there). */
  trailhead: LatLng | null;
}

export function TrackSection({ routeId, trailName, trailhead }: Props) {
  const { query, loading, feature, stored, saved } = useTrailTrack(routeId);
  const { tileUrl, tileAttribution } = useServerConfig();
  const [selected, setSelected] = useState<number | null>(null);
  const { state: rider, locate } = useRiderProgress(feature);
  const profile = useMemo(() => (feature ? profileOf(feature) : []), [feature]);
  const points = useMemo(() => (feature ? keyPoints(feature, profile) : []), [feature, profile]);

  if (loading) {
    return (
      <Flex align="center" gap="2" role="status" color="gray.600" fontSize="sm">
        <Spinner size="sm" /> Loading the track...
      </Flex>
    );
  }
  if (!feature) {
    return (
      <Box as="section" aria-labelledby="track-title">
        <Heading as="h2" size="md" id="track-title">
          Track
        </Heading>
        <Text fontSize="sm" color="gray.600" mt="1">
          {query.isError
            ? 'The track could not be loaded right now.'
            : 'No recorded track for this trail yet: only its trailhead is known.'}
        </Text>
      </Box>
    );
  }

  const { properties: f } = feature;
  const summary =
    profile.length > 0
      ? `Elevation profile: ${formatKm(f.distanceKm * 1000)}, from ${formatM(f.minEleM)} to ${formatM(f.maxEleM)}, ${formatM(f.ascentM)} of climbing and ${formatM(f.descentM)} of descent.`
      : 'The elevation of this track is not known yet.';
  const downloadOffline = () => {
    if (!stored?.gpx) return;
    const url = URL.createObjectURL(new Blob([stored.gpx], { type: 'application/gpx+xml' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: fileName(trailName) });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const riderPoint = rider.status === 'ready' ? rider.progress.point : null;

  return (
    <Box as="section" aria-labelledby="track-title">
      <Heading as="h2" size="md" id="track-title" mb="2">
        Track
      </Heading>
      <Stack gap="3">
        <TrackFigures properties={f} />
        <Box
          h={{ base: '64', md: '80' }}
          borderRadius="xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="gray.200"
          zIndex="0"
          isolation="isolate"
          data-testid="track-map"
        >
          <ErrorBoundary label="Track map" fallback={<Text p="4">The map is unavailable right now.</Text>}>
            <Suspense fallback={<Text p="4">Loading map...</Text>}>
              <TrackMap
                feature={feature}
                tileUrl={tileUrl}
                tileAttribution={tileAttribution}
                selected={selected}
                rider={riderPoint}
              />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <Box as="ul" srOnly aria-label="Key points of the track">
          {points.map((p) => (
            <li key={p.label}>{describeKeyPoint(p)}</li>
          ))}
        </Box>
        {profile.length > 0 ? (
          <>
            <ElevationProfile profile={profile} selected={selected} onSelect={setSelected} summary={summary} />
            <Text fontSize="sm" color="gray.600">
              {summary}
            </Text>
            <ProfileTable profile={profile} />
          </>
        ) : (
          <Text fontSize="sm">{summary}</Text>
        )}
        <HStack gap="2" wrap="wrap">
          {stored?.gpx ? (
            <Button size="sm" variant="outline" onClick={downloadOffline}>
              <Download aria-hidden="true" /> Download GPX
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <a href={gpxUrl(routeId)} download>
                <Download aria-hidden="true" /> Download GPX
              </a>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={locate} loading={rider.status === 'locating'}>
            <LocateFixed aria-hidden="true" /> Show my position
          </Button>
        </HStack>
        <RiderProgressNote state={rider} />
        {trailhead && <TrackOfflineMap routeId={routeId} trailhead={trailhead} feature={feature} saved={saved} />}
      </Stack>
    </Box>
  );
}
