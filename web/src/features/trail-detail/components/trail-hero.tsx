import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { Trail } from '@trailfinder/shared-types';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { HeroIllustration } from './hero-illustration';

/** The trail photo (or an illustration) with the difficulty badge. */
export function TrailHero({ route }: { route: Pick<Trail, 'name' | 'imageUrl' | 'difficulty'> }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box position="relative" h={{ base: '52', md: '80' }} borderRadius="2xl" overflow="hidden" bg="gray.200">
      {route.imageUrl && !failed ? (
        <chakra.img
          src={route.imageUrl}
          alt={`${route.name} trail`}
          w="full"
          h="full"
          objectFit="cover"
          fetchPriority="high"
          onError={() => setFailed(true)}
        />
      ) : (
        <HeroIllustration name={route.name} difficulty={route.difficulty} />
      )}
      <DifficultyBadge
        difficulty={route.difficulty}
        position="absolute"
        top="4"
        left="4"
        fontSize="sm"
        px="3"
        py="1"
        boxShadow="md"
      />
    </Box>
  );
}
