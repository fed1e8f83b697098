import { Box } from '@chakra-ui/react';
import { normaliseDifficulty, type Difficulty } from '@trailfinder/shared-types/rules';

/** Sky and hill tones per difficulty, so a trail without a photo still reads at a glance. */
const TONES: Record<Difficulty, { sky: [string, string]; far: string; near: string }> = {
  easy: { sky: ['#d1fadf', '#a6f4c5'], far: '#32d583', near: '#05603a' },
  moderate: { sky: ['#fef0c7', '#fedf89'], far: '#f79009', near: '#93370d' },
  hard: { sky: ['#fee4e2', '#fecdca'], far: '#f04438', near: '#7a271a' },
};

/** An illustrated mountain landscape with a winding trail, shown when a trail has no photo. */
export function HeroIllustration({ name, difficulty }: { name: string; difficulty: string }) {
  const t = TONES[normaliseDifficulty(difficulty)];
  return (
    <Box role="img" aria-label={`Illustration of a mountain trail (no photo of ${name} yet)`} w="full" h="full">
      <svg viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden="true">
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={t.sky[0]} />
            <stop offset="1" stopColor={t.sky[1]} />
          </linearGradient>
        </defs>
        <rect width="1200" height="400" fill="url(#hero-sky)" />
        <circle cx="960" cy="96" r="46" fill="#ffffff" opacity="0.7" />
        <path
          d="M0 250 L150 140 L260 210 L420 90 L560 200 L700 120 L860 220 L1010 130 L1200 240 L1200 400 L0 400 Z"
          fill={t.far}
          opacity="0.55"
        />
        <path d="M420 90 L455 116 L430 112 L405 124 Z" fill="#ffffff" opacity="0.85" />
        <path d="M1010 130 L1040 152 L1018 149 L995 160 Z" fill="#ffffff" opacity="0.85" />
        <path
          d="M0 310 L180 230 L330 290 L520 210 L700 300 L880 235 L1060 300 L1200 270 L1200 400 L0 400 Z"
          fill={t.near}
          opacity="0.8"
        />
        <path
          d="M560 400 C600 360 520 340 590 310 C650 285 720 300 760 262"
          fill="none"
          stroke="#fef3c7"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray="2 22"
          opacity="0.9"
        />
        {[120, 200, 260, 930, 1010, 1120].map((x, i) => (
          <path key={x} d={`M${x} ${350 - (i % 2) * 18} l18 -52 l18 52 Z`} fill="#053321" opacity="0.55" />
        ))}
      </svg>
    </Box>
  );
}
