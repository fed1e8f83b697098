import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { Video } from '@trailfinder/shared-types';
import { youtubeHqThumbnail } from '../youtube';

/** The stored thumbnail; on a load error YouTube's image of the video; then a plain dark panel. */
export function VideoCardImage({ video }: { video: Pick<Video, 'thumbnail' | 'youtubeId' | 'title'> }) {
  const fallback = youtubeHqThumbnail(video.youtubeId);
  const [src, setSrc] = useState<string | null>(video.thumbnail || fallback);
  if (!src) {
    return (
      <Box
        w="full"
        h="full"
        bgGradient="to-br"
        gradientFrom="gray.700"
        gradientTo="gray.900"
        role="img"
        aria-label={video.title}
      />
    );
  }
  return (
    <chakra.img
      src={src}
      alt={video.title}
      loading="lazy"
      w="full"
      h="full"
      objectFit="cover"
      onError={() => setSrc((current) => (current === fallback ? null : fallback))}
    />
  );
}
