/** Business constants (page sizes, map settings, labels). One definition each. */
export const DIFFICULTIES = ['easy', 'moderate', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_OPTIONS = ['all', ...DIFFICULTIES] as const;
export const DISTANCE_OPTIONS = ['all', '0-10', '10-25', '25+'] as const;
export type DistanceOption = (typeof DISTANCE_OPTIONS)[number];
export const DISTANCE_LABELS: Record<DistanceOption, string> = {
  all: 'All distances',
  '0-10': '0-10 km',
  '10-25': '10-25 km',
  '25+': '25+ km',
};

/** Any value other than easy or moderate is treated as hard. */
export function normaliseDifficulty(value: string): Difficulty {
  return value === 'easy' || value === 'moderate' ? value : 'hard';
}

export const ROUTES_INITIAL = 80;
export const ROUTES_STEP = 6;
export const NEWS_INITIAL = 6;
export const NEWS_STEP = 6;
export const NEWS_FETCH_LIMIT = 40;
export const FEATURED_VIDEOS_ON_HOME = 3;
export const DASHBOARD_RECENT = 5;
export const VIDEO_SKELETONS = 6;
export const AD_EVERY_N_CARDS = 6;
export const CARD_DESCRIPTION_LIMIT = 100;
export const POPUP_DESCRIPTION_LIMIT = 120;
export const GPS_DECIMALS = 4;

export const MAP_DEFAULT_CENTRE = [-28.5, 24.5] as const;
export const MAP_DEFAULT_ZOOM = 5;
export const MAP_PROVINCE_ZOOM = 8;
export const MAP_SINGLE_MARKER_ZOOM = 10;
export const MAP_MAX_ZOOM = 18;
export const MAP_FIT_MIN = 2;
export const MAP_FIT_MAX = 20;
export const MAP_FIT_PADDING = 0.1;
export const MAP_POPUP_MAX_WIDTH = 300;
export const MINI_MAP_ZOOM = 13;
export const MINI_MAP_TILE_MAX_ZOOM = 15;
export const MINI_MAP_OPACITY = 0.8;

export const MARKER_COLOURS: Record<Difficulty, string> = {
  easy: '#16a34a',
  moderate: '#d97706',
  hard: '#dc2626',
};

export const ROUTE_GRADES = {
  green: 'Green Circle',
  blue: 'Blue Square',
  red: 'Red Diamond',
  black: 'Black Diamond',
  'double-black': 'Double Black Diamond',
} as const;

export const FACILITY_KEYS = [
  'coffeeShop',
  'restaurant',
  'toilets',
  'parking',
  'bikeRepairShop',
  'mechanicalStation',
  'washBay',
  'bikeShop',
  'showers',
] as const;
export type FacilityKey = (typeof FACILITY_KEYS)[number];
export const FACILITY_LABELS: Record<FacilityKey, string> = {
  coffeeShop: 'Coffee Shop',
  restaurant: 'Restaurant',
  toilets: 'Toilets',
  parking: 'Parking',
  bikeRepairShop: 'Bike Repair',
  mechanicalStation: 'Mechanical Station',
  washBay: 'Wash Bay',
  bikeShop: 'Bike Shop',
  showers: 'Showers',
};

export const VIDEO_CATEGORIES = {
  'trail-reviews': 'Trail Reviews',
  'gear-reviews': 'Gear Reviews',
  'how-to': 'How To',
  racing: 'Racing',
  general: 'General',
} as const;
export type VideoCategory = keyof typeof VIDEO_CATEGORIES;

export const RACE_TYPES = ['mountain-bike', 'gravel', 'road', 'stage-race'] as const;
export const RACE_TYPE_LABELS: Record<(typeof RACE_TYPES)[number], string> = {
  'mountain-bike': 'Mountain Bike',
  gravel: 'Gravel',
  road: 'Road',
  'stage-race': 'Multiday',
};
export const EVENT_DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export const SHARE_HASHTAGS = ['MTB', 'SouthAfrica', 'MountainBiking', 'Trails', 'Adventure'] as const;

/**
 * The one marketing claim the spec places: the about page's "over 80 trails", shown as a claim
 * until the measured count beats it. The spec's other claims (51+ routes, 4.6 average rating,
 * 9 provinces) give way to the measured figures wherever figures show (decision 029).
 */
export const MARKETING = { aboutTrails: 80 } as const;
