import type { ReactNode } from 'react';
import { AspectRatio, Badge, Box, Button, chakra, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { CirclePlay, Eye, Play } from 'lucide-react';
import { VIDEO_CATEGORIES } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { VideoCardImage } from './video-card-image';

interface Props {
  video: Video;
  onOpen: (video: Video) => void;
  /** Admin mode: edit and delete buttons. */
  actions?: ReactNode;
}

/** A gallery card: thumbnail, Featured badge, title, description, views, category, Watch on YouTube. */
export function VideoCard({ video, onOpen, actions }: Props) {
  return (
    <Flex
      as="article"
      direction="column"
      bg="white"
      borderRadius="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      data-testid="video-card"
      aria-labelledby={`video-${video.id}-title`}
    >
      <AspectRatio ratio={16 / 9} bg="gray.800" className="light">
        <chakra.button
          type="button"
          onClick={() => onOpen(video)}
          aria-label={`Play "${video.title}" on YouTube`}
          cursor="pointer"
          position="relative"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '-3px' }}
        >
          <VideoCardImage video={video} />
          <Flex position="absolute" inset="0" align="center" justify="center" aria-hidden="true">
            <Flex w="14" h="14" borderRadius="full" bg="blackAlpha.700" color="white" align="center" justify="center">
              <Play fill="currentColor" size={24} />
            </Flex>
          </Flex>
          {video.featured && (
            <Badge position="absolute" top="3" left="3" bg="trail.500" color="gray.950" fontWeight="bold">
              Featured
            </Badge>
          )}
        </chakra.button>
      </AspectRatio>
      <Flex direction="column" gap="2" p="4" flex="1">
        <Heading as="h2" size="md" id={`video-${video.id}-title`} lineClamp={2}>
          {video.title}
        </Heading>
        {video.description && (
          <Text fontSize="sm" color="gray.700" lineClamp={3}>
            {video.description}
          </Text>
        )}
        <HStack justify="space-between" fontSize="sm" color="gray.600" mt="auto" pt="2">
          <HStack gap="1">
            <Eye size={16} aria-hidden="true" />
            <Text>{video.viewCount.toLocaleString('en-US')} views</Text>
          </HStack>
          <Badge variant="subtle" colorPalette="brand">
            {VIDEO_CATEGORIES[video.category] ?? video.category}
          </Badge>
        </HStack>
        <Button colorPalette="red" onClick={() => onOpen(video)} mt="2">
          <CirclePlay aria-hidden="true" /> Watch on YouTube
        </Button>
        {actions && <Box pt="1">{actions}</Box>}
      </Flex>
    </Flex>
  );
}
