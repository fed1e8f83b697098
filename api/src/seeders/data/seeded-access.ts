import { TrailAccess } from '@trailfinder/shared-types';
import { trailAccess } from './trail-access.js';

/** A seeded trail's access card from its own text (decision 077), or null: nothing known yet. */
export function seededAccess(name: string): TrailAccess | null {
  const facts = trailAccess[name];
  return facts ? TrailAccess.parse(facts) : null;
}
