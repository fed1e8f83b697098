import { Box, Flex, Heading, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { ArrowRight, Video as VideoIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FEATURED_VIDEOS_ON_HOME } from '@trailfinder/shared-types/rules';
import { useFirstSync } from '../../../lib/use-first-sync';
import { useFeaturedVideos } from '../hooks/use-featured-videos';
import { VideoTile } from './video-tile';

/** Up to 3 featured videos, with a link to the gallery when there are more. */
export function FeaturedVideos() {
  const device = useFeaturedVideos();
  // On a first visit the device holds no videos until the first sync has stored them: skeletons
  // until then, not "No videos available yet." for the moment before the videos appear.
  const { pending } = useFirstSync();
  const videos = device?.length === 0 && pending ? undefined : device;
  return (
    <Box aria-labelledby="featured-videos-title" as="section">
      <Flex align="baseline" justify="space-between" gap="4" mb="4" wrap="wrap">
        <Heading as="h3" size="xl" id="featured-videos-title">
          Featured Videos
        </Heading>
        {videos && videos.length > FEATURED_VIDEOS_ON_HOME && (
          <Link asChild color="brand.700" fontWeight="semibold" minH="44px" display="inline-flex" alignItems="center">
            <RouterLink to="/videos">
              View all videos <ArrowRight size={16} aria-hidden="true" />
            </RouterLink>
          </Link>
        )}
      </Flex>
      {videos === undefined ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="48" borderRadius="xl" />
          ))}
        </SimpleGrid>
      ) : videos.length === 0 ? (
        <Flex
          align="center"
          gap="3"
          p="6"
          bg="white"
          borderRadius="xl"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="gray.300"
          color="gray.600"
        >
          <VideoIcon aria-hidden="true" />
          <Text>No videos available yet.</Text>
        </Flex>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {videos.slice(0, FEATURED_VIDEOS_ON_HOME).map((v) => (
            <VideoTile key={v.id} video={v} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
