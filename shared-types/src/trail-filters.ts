import type { Trail } from './trail.js';
import { isFreeToRide, isOpenAt } from './access-rules.js';

/** Facility filters of the filter panel, mapped to the facility flag they require. */
export const FACILITY_FILTERS = {
  toilets: 'toilets',
  coffeeShop: 'coffeeShop',
  restaurant: 'restaurant',
  parking: 'parking',
  bikeRepair: 'bikeRepairShop',
  showers: 'showers',
  washBay: 'washBay',
} as const;
export type FacilityFilter = keyof typeof FACILITY_FILTERS;
export const FACILITY_FILTER_LABELS: Record<FacilityFilter, string> = {
  toilets: 'Toilets',
  coffeeShop: 'Coffee Shop',
  restaurant: 'Restaurant',
  parking: 'Parking',
  bikeRepair: 'Bike Repair',
  showers: 'Showers',
  washBay: 'Wash Bay',
};
export const RIDER_FILTERS = ['overnightAccommodation', 'beginnerRider', 'advancedRider', 'familyFriendly'] as const;
export type RiderFilter = (typeof RIDER_FILTERS)[number];
export const RIDER_FILTER_LABELS: Record<RiderFilter, string> = {
  overnightAccommodation: 'Overnight Accommodation',
  beginnerRider: 'Beginner Rider',
  advancedRider: 'Advanced Rider',
  familyFriendly: 'Family Friendly',
};
/** From the access card (decision 078): a trail whose card does not say is neither. */
export const ACCESS_FILTERS = ['freeToRide', 'openNow'] as const;
export type AccessFilter = (typeof ACCESS_FILTERS)[number];
export const ACCESS_FILTER_LABELS: Record<AccessFilter, string> = {
  freeToRide: 'Free to ride',
  openNow: 'Open now',
};
export const FLAG_FILTERS = [
  ...(Object.keys(FACILITY_FILTERS) as FacilityFilter[]),
  ...RIDER_FILTERS,
  ...ACCESS_FILTERS,
];
export type FlagFilter = FacilityFilter | RiderFilter | AccessFilter;

/** Filter state plus the search text. */
export interface TrailFilters extends Record<FlagFilter, boolean> {
  difficulty: string;
  distance: string;
  province: string;
  location: string;
  search: string;
}

export const DEFAULT_FILTERS: TrailFilters = {
  difficulty: 'all',
  distance: 'all',
  province: 'all',
  location: 'all',
  search: '',
  ...(Object.fromEntries(FLAG_FILTERS.map((f) => [f, false])) as Record<FlagFilter, boolean>),
};

export function hasActiveFilters(f: TrailFilters): boolean {
  return (
    f.difficulty !== 'all' ||
    f.distance !== 'all' ||
    f.province !== 'all' ||
    f.location !== 'all' ||
    f.search.trim() !== '' ||
    FLAG_FILTERS.some((k) => f[k])
  );
}

const ACCOMMODATION_FEATURE = /accommodation|camping|resort|lodge|tented-camp|luxury-tents/i;
const ACCOMMODATION_WORDS =
  /\b(lodges?|resorts?|hotels?|guest ?houses?|b&b|camps?|camping|retreats?|rooms|chalets?|overnight)\b/i;
const FAMILY_FEATURE = /family-friendly|beginner|kids|family/i;

type FilterableTrail = Pick<
  Trail,
  | 'name'
  | 'description'
  | 'location'
  | 'province'
  | 'difficulty'
  | 'distance'
  | 'features'
  | 'facilities'
  | 'routeVariants'
  | 'accommodationInfo'
> &
  // A device synced before the access card existed holds trails without it: not known yet.
  Partial<Pick<Trail, 'access'>>;

export function offersOvernight(r: FilterableTrail): boolean {
  return (
    r.accommodationInfo?.available === true ||
    r.features.some((f) => ACCOMMODATION_FEATURE.test(f)) ||
    ACCOMMODATION_WORDS.test(r.description) ||
    ACCOMMODATION_WORDS.test(r.name)
  );
}

const hasGreen = (r: FilterableTrail) => r.routeVariants.some((v) => v.category === 'green');

export function matchesDistance(distance: number, option: string): boolean {
  if (option === '0-10') return distance <= 10;
  if (option === '10-25') return distance > 10 && distance <= 25;
  if (option === '25+') return distance > 25;
  return true;
}

/**
 * Every filter rule of the trail list; the API and the web app both use this one function.
 * "Open now" reads the opening hours at `nowMs` in South African time.
 */
export function matchesFilters(r: FilterableTrail, f: TrailFilters, nowMs: number = Date.now()): boolean {
  if (f.difficulty !== 'all' && r.difficulty !== f.difficulty) return false;
  if (f.province !== 'all' && r.province !== f.province) return false;
  if (f.location !== 'all' && r.location.toLowerCase() !== f.location.toLowerCase()) return false;
  const q = f.search.trim().toLowerCase();
  if (q && !r.name.toLowerCase().includes(q) && !r.location.toLowerCase().includes(q)) return false;
  if (!matchesDistance(r.distance, f.distance)) return false;
  for (const [filter, flag] of Object.entries(FACILITY_FILTERS) as [FacilityFilter, keyof Trail['facilities']][]) {
    if (f[filter] && r.facilities[flag] !== true) return false;
  }
  if (f.overnightAccommodation && !offersOvernight(r)) return false;
  if (f.beginnerRider && !(hasGreen(r) || r.difficulty === 'easy')) return false;
  if (f.advancedRider && !(r.difficulty === 'difficult' || r.difficulty === 'expert' || r.difficulty === 'hard'))
    return false;
  if (f.familyFriendly && !(hasGreen(r) || r.features.some((x) => FAMILY_FEATURE.test(x)) || r.difficulty === 'easy'))
    return false;
  if (f.freeToRide && !isFreeToRide(r.access)) return false;
  if (f.openNow && !isOpenAt(r.access, nowMs)) return false;
  return true;
}
