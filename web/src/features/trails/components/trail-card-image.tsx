import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { Mountain } from 'lucide-react';
import { normaliseDifficulty } from '@trailfinder/shared-types/rules';
import type { Difficulty, Trail } from '@trailfinder/shared-types';

/** Light-to-dark tones of each difficulty's colour for the no-photo illustration. */
const TONES: Record<Difficulty, [string, string]> = {
  easy: ['#22c55e', '#14532d'],
  moderate: ['#f59e0b', '#7c2d12'],
  hard: ['#ef4444', '#7f1d1d'],
};

/** The trail photo, or a difficulty-tinted illustration when there is none (or it fails to load). */
export function TrailCardImage({
  route,
  sizes = '(min-width: 80em) 400px, (min-width: 48em) 50vw, 100vw',
}: {
  route: Pick<Trail, 'name' | 'imageUrl' | 'difficulty'>;
  /** How wide the picture is drawn, for the browser's choice among responsive sources. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (route.imageUrl && !failed) {
    return (
      <chakra.img
        src={route.imageUrl}
        alt={`${route.name} trail`}
        loading="lazy"
        decoding="async"
        sizes={sizes}
        w="full"
        h="full"
        objectFit="cover"
        onError={() => setFailed(true)}
      />
    );
  }
  const [light, dark] = TONES[normaliseDifficulty(route.difficulty)];
  return (
    <Box
      role="img"
      aria-label={`${route.name}: no photo available`}
      position="relative"
      w="full"
      h="full"
      overflow="hidden"
      style={{ background: `linear-gradient(160deg, ${light} 0%, ${dark} 100%)` }}
    >
      <svg
        viewBox="0 0 400 180"
        preserveAspectRatio="none"
        width="100%"
        height="100%"
        aria-hidden="true"
        style={{ position: 'absolute', inset: 0 }}
      >
        <circle cx="318" cy="52" r="22" fill="#ffffff" opacity="0.25" />
        <path
          d="M0 120 L70 70 L120 105 L190 45 L260 110 L320 80 L400 118 L400 180 L0 180 Z"
          fill="#000000"
          opacity="0.12"
        />
        <path d="M0 150 L90 105 L160 140 L240 95 L320 145 L400 120 L400 180 L0 180 Z" fill="#000000" opacity="0.18" />
      </svg>
      <Box
        position="absolute"
        inset="0"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="white"
        opacity={0.9}
      >
        <Mountain size={44} strokeWidth={1.5} aria-hidden="true" />
      </Box>
    </Box>
  );
}
