import type { Trail } from '@trailfinder/shared-types';

/**
 * The rider-facing texts of the Trail Experience and Planning Your Visit sections, chosen by the
 * trail's features, difficulty and province.
 */

const TERRAIN = {
  'technical-challenges':
    'Expect rock gardens, roots, tight switchbacks and steep pitches that reward good line choice and confident bike handling. Scout anything that looks tricky first; walking a section is always allowed.',
  'flowing-trails':
    'Smooth, flowing singletrack with berms, rollers and a rhythm that lets you carry speed. Look ahead, stay loose on the bike and let the trail do the work.',
  'scenic-views':
    'The trail winds through open country with big views along the way. Leave time to stop at the lookouts, catch your breath and take in the scenery.',
} as const;

const DEFAULT_TERRAIN =
  'A mix of singletrack and jeep track over varied terrain. Surfaces change with the seasons: expect loose, dusty patches after dry spells and soft ground after rain.';

/** Terrain text by the first of technical-challenges, flowing-trails, scenic-views present. */
export function terrainText(features: readonly string[]): string {
  for (const key of Object.keys(TERRAIN) as (keyof typeof TERRAIN)[]) {
    if (features.includes(key)) return TERRAIN[key];
  }
  return DEFAULT_TERRAIN;
}

/** What to expect, by difficulty; anything but easy or moderate reads as hard. */
export function expectationText(difficulty: string): string {
  if (difficulty === 'easy') {
    return 'A good choice for beginners and families: gentle gradients, wide trails and few obstacles. Build confidence, ride at your own pace and enjoy the time on the bike.';
  }
  if (difficulty === 'moderate') {
    return 'Best for riders with some trail experience and reasonable fitness. Expect sustained climbs, a few technical sections and descents that ask for steady braking and control.';
  }
  return 'For fit, experienced riders with solid technical skills. Expect steep, demanding climbs and technical descents with real consequences: ride a well-maintained bike and know your limits.';
}

/** Riding conditions by province: Western Cape, KwaZulu-Natal, everywhere else. */
export function ridingConditionsText(province: string): string {
  if (province === 'Western Cape') {
    return 'Winter-rainfall country: the best riding runs from spring to autumn (September to May). Summer brings heat and the south-easter, so start early; in winter some trails close after heavy rain to protect the surface.';
  }
  if (province === 'KwaZulu-Natal') {
    return 'Humid summers with afternoon thunderstorms: ride early and watch the sky from November to March. Autumn and winter (April to September) bring dry, firm trails and the most reliable conditions.';
  }
  return 'A summer-rainfall region: expect hot days and afternoon thunderstorms from November to March, and cool, dry, dusty riding through winter. Mornings are usually the best time to ride.';
}

export function maintenanceText(features: readonly string[]): string {
  return features.includes('well-maintained')
    ? 'This trail is actively looked after by its builders: expect clear signage, well-kept features and regular repairs after storms. Trail fees or permits fund this work, so please pay them.'
    : 'Trail upkeep varies here. Check recent reports or call ahead before you go, and expect overgrown or washed-out sections, especially after rain.';
}

export const HELMET_NOTE =
  'Always wear a helmet, and carry water, a spare tube, a pump, a basic repair kit and a charged phone.';
export const COMPANION_NOTE =
  'Tell someone your route and when you expect to be back, and ride with a buddy where you can: cell signal can be patchy on the trail.';
export const WILDLIFE_NOTE =
  'Wildlife roams this area. Keep your distance, never approach or feed animals, and follow the reserve rules and any guide on duty.';

/** Safety notes: always the helmet advice; the wildlife note when the trail has wildlife-viewing. */
export function safetyNotes(features: readonly string[]): string[] {
  return features.includes('wildlife-viewing')
    ? [HELMET_NOTE, COMPANION_NOTE, WILDLIFE_NOTE]
    : [HELMET_NOTE, COMPANION_NOTE];
}

export type TrailCopySource = Pick<Trail, 'features' | 'difficulty' | 'province'>;
