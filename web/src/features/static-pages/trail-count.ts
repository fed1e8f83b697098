import { MARKETING } from '@trailfinder/shared-types/rules';

/**
 * How many trails the about page claims: the real number once it beats the marketing claim
 * ("over 80"), otherwise the claim (also while the count is unknown).
 */
export function trailCountClaim(count: number | undefined): string {
  return count !== undefined && count > MARKETING.aboutTrails ? String(count) : `over ${MARKETING.aboutTrails}`;
}

/** The same as a figure for a stat tile: '89' or '80+'. */
export function trailCountFigure(count: number | undefined): string {
  return count !== undefined && count > MARKETING.aboutTrails ? String(count) : `${MARKETING.aboutTrails}+`;
}
