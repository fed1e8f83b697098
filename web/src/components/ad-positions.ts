import { AD_EVERY_N_CARDS } from '@trailfinder/shared-types/rules';

/** True when an ad follows the card at `index` (0-based): after the 6th, 12th, ... card. */
export function adFollowsCard(index: number, every: number = AD_EVERY_N_CARDS): boolean {
  return every > 0 && (index + 1) % every === 0;
}

/** 0-based indexes of the cards an ad follows, for a list of `count` cards. */
export function adPositions(count: number, every: number = AD_EVERY_N_CARDS): number[] {
  return Array.from({ length: count }, (_, i) => i).filter((i) => adFollowsCard(i, every));
}
