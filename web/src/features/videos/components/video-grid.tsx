import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Video as VideoIcon } from 'lucide-react';
import { VIDEO_SKELETONS } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { EmptyState } from '../../../components/empty-state';
import { VideoCard } from './video-card';

interface Props {
  /** undefined while loading (six skeleton cards). */
  videos: Video[] | undefined;
  onOpen: (video: Video) => void;
  actionsFor?: (video: Video) => ReactNode;
  /** Shown under 'No videos found.' (e.g. 'Add Your First Video'). */
  emptyAction?: ReactNode;
}

const columns = { base: 1, sm: 2, lg: 3 };

export function VideoGrid({ videos, onOpen, actionsFor, emptyAction }: Props) {
  if (videos === undefined) {
    return (
      <SimpleGrid columns={columns} gap="6" aria-busy="true" aria-label="Loading videos">
        {Array.from({ length: VIDEO_SKELETONS }, (_, i) => (
          <Stack
            key={i}
            gap="3"
            bg="white"
            borderRadius="xl"
            borderWidth="1px"
            borderColor="gray.200"
            pb="4"
            data-testid="video-skeleton"
          >
            <Skeleton aspectRatio={16 / 9} borderTopRadius="xl" />
            <Skeleton h="5" mx="4" />
            <Skeleton h="4" mx="4" w="70%" />
            <Skeleton h="10" mx="4" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  if (videos.length === 0) {
    return (
      <EmptyState icon={<VideoIcon size={36} />} title="No videos found.">
        {emptyAction}
      </EmptyState>
    );
  }
  return (
    <>
      <Text srOnly role="status">
        {videos.length} videos
      </Text>
      <SimpleGrid columns={columns} gap="6">
        {videos.map((v) => (
          <VideoCard key={v.id} video={v} onOpen={onOpen} actions={actionsFor?.(v)} />
        ))}
      </SimpleGrid>
    </>
  );
}
