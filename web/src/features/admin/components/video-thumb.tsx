import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { Video } from '@trailfinder/shared-types';

const size = { w: '20', h: '12', borderRadius: 'md', bg: 'gray.200' } as const;

/** Table thumbnail; a load error falls back to YouTube's default image, then to a grey box. */
export function VideoThumb({ video }: { video: Pick<Video, 'thumbnail' | 'youtubeId' | 'title'> }) {
  const fallback = `https://i.ytimg.com/vi/${video.youtubeId}/default.jpg`;
  const [src, setSrc] = useState<string | null>(video.thumbnail || fallback);
  if (!src) return <Box {...size} role="img" aria-label={video.title} />;
  return (
    <chakra.img
      {...size}
      src={src}
      alt={video.title}
      objectFit="cover"
      overflow="hidden"
      loading="lazy"
      onError={() => setSrc((current) => (current === fallback ? null : fallback))}
    />
  );
}
