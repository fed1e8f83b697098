import type { AdminStatusKind } from '@trailfinder/shared-types/rules';

/** Badge colours by difficulty: easy green, moderate yellow, hard red (anything else: `OTHER_DIFFICULTY`). */
export const DIFFICULTY_COLOURS: Record<string, { bg: string; color: string }> = {
  easy: { bg: 'green.700', color: 'white' },
  moderate: { bg: 'yellow.300', color: 'gray.900' },
  hard: { bg: 'red.700', color: 'white' },
};
export const OTHER_DIFFICULTY = { bg: 'gray.600', color: 'white' };

/** Badge colours of the trail manager's status. */
export const STATUS_COLOURS: Record<AdminStatusKind, { bg: string; color: string }> = {
  open: { bg: 'green.100', color: 'green.800' },
  caution: { bg: 'yellow.100', color: 'yellow.900' },
  closed: { bg: 'red.100', color: 'red.800' },
};
