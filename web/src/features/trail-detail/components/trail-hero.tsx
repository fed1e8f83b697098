import { Box } from '@chakra-ui/react';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { TrailPicture, type PictureTrail } from '../../../components/trail-picture';

/**
 * The trail photo (or its illustration) with the difficulty badge. `priority` where it opens the
 * page (wide screens); on a phone it sits below the trailhead facts, so it loads as it nears.
 */
export function TrailHero({ route, priority = false }: { route: PictureTrail; priority?: boolean }) {
  return (
    <Box position="relative" h={{ base: '52', md: '80' }} borderRadius="2xl" overflow="hidden" bg="gray.200">
      <TrailPicture route={route} sizes="(min-width: 80em) 1200px, 100vw" priority={priority} />
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
