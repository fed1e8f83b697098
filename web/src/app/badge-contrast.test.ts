import { describe, expect, it } from 'vitest';
import { DIFFICULTY_COLOURS, OTHER_DIFFICULTY, STATUS_COLOURS } from '../components/badge-colours';
import { badgeContrast } from '../config/contrast';
import { STATUS_STYLE, VERDICT_STYLE } from '../features/conditions/verdict-style';
import { TRAIL_STATUS_STYLE, trailStatusStyle } from '../features/weather/weather-display';

/**
 * Every badge and status colour of every state, from the modules that hold them: small bold text
 * (the badges are 12 px) needs 4.5:1 in light and in dark mode (WCAG 1.4.3). The trail page
 * journey (e2e/trail-states.spec.ts) checks the same pages with axe.
 */
const BADGES: [string, { bg: string; color: string }][] = [
  ...Object.entries(TRAIL_STATUS_STYLE).map(([k, v]): [string, typeof v] => [`weather status ${k}`, v]),
  ['weather status not in the list', trailStatusStyle('unheard-of')],
  ...Object.entries(VERDICT_STYLE).map(([k, v]): [string, typeof v] => [`verdict ${k}`, v]),
  ...Object.entries(STATUS_STYLE).map(([k, v]): [string, typeof v] => [`manager's note ${k}`, v]),
  ...Object.entries(STATUS_COLOURS).map(([k, v]): [string, typeof v] => [`card status ${k}`, v]),
  ...Object.entries(DIFFICULTY_COLOURS).map(([k, v]): [string, typeof v] => [`difficulty ${k}`, v]),
  ['difficulty not in the list', OTHER_DIFFICULTY],
];

describe('badge colours', () => {
  it.each(BADGES)('%s reads at 4.5:1 or more in light and dark mode', (_, style) => {
    expect(badgeContrast(style, 'light')).toBeGreaterThanOrEqual(4.5);
    expect(badgeContrast(style, 'dark')).toBeGreaterThanOrEqual(4.5);
  });
});
