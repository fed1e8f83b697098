import { useRef, useState } from 'react';
import { AspectRatio, Box, chakra, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { VIDEO_CATEGORIES } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { videoLink, videoThumbnail } from '../youtube';

/** A featured video: thumbnail and title, opening YouTube in a new tab. */
export function VideoTile({ video }: { video: Video }) {
  const [broken, setBroken] = useState(false);
  // The thumbnail comes from YouTube: asked for only when the rider scrolls near it, so a phone on
  // a weak signal spends the first load on the trails, not on pictures below the fold.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '200px');
  return (
    <Link
      href={videoLink(video)}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      bg="white"
      borderRadius="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      _hover={{ boxShadow: 'md', textDecoration: 'none' }}
    >
      <AspectRatio ratio={16 / 9} bg="gray.800" className="light">
        <Box position="relative" ref={box}>
          {near && !broken && (
            <chakra.img
              src={videoThumbnail(video)}
              alt=""
              loading="lazy"
              w="full"
              h="full"
              objectFit="cover"
              onError={() => setBroken(true)}
            />
          )}
          <Flex position="absolute" inset="0" align="center" justify="center">
            <Flex w="12" h="12" borderRadius="full" bg="blackAlpha.700" color="white" align="center" justify="center">
              <Play fill="currentColor" size={20} aria-hidden="true" />
            </Flex>
          </Flex>
        </Box>
      </AspectRatio>
      <Box p="3">
        <Text fontWeight="semibold" color="gray.900" lineClamp={2}>
          {video.title}
        </Text>
        <Text fontSize="xs" color="gray.600" mt="1">
          {VIDEO_CATEGORIES[video.category] ?? 'General'}
        </Text>
        {/* Part of the link's name, after the words a rider sees (title, category). */}
        <VisuallyHidden> (opens YouTube in a new tab)</VisuallyHidden>
      </Box>
    </Link>
  );
}
