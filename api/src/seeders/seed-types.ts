import type { TrailSurface } from '@trailfinder/shared-types';

/**
 * Shapes of the plain data files in ./data. The seeder turns them into entities.
 * Keep these files data-only: no logic, no imports besides these types.
 */
export type SeedProvince =
  | 'Eastern Cape'
  | 'Free State'
  | 'Gauteng'
  | 'KwaZulu-Natal'
  | 'Limpopo'
  | 'Mpumalanga'
  | 'North West'
  | 'Northern Cape'
  | 'Western Cape';

export interface SeedFacilities {
  coffeeShop: boolean;
  restaurant: boolean;
  toilets: boolean;
  parking: boolean;
  bikeRepairShop: boolean;
  mechanicalStation: boolean;
  washBay: boolean;
  bikeShop: boolean;
  showers: boolean;
}

export interface SeedRouteVariant {
  name: string;
  category: 'green' | 'blue' | 'red' | 'black' | 'double-black';
  /** km */
  distance: number;
  difficulty: 'easy' | 'moderate' | 'hard';
  description: string;
}

export interface SeedAccommodation {
  available: boolean;
  onSite: boolean;
  description: string;
  types: string[];
  capacity?: string;
  priceRange?: string;
  amenities: string[];
  bookingInfo?: string;
}

export interface SeedTrail {
  /** Real trail / trail park name, unique across the catalogue. */
  name: string;
  /** Nearest town, e.g. 'Stellenbosch'. */
  location: string;
  province: SeedProvince;
  difficulty: 'easy' | 'moderate' | 'hard';
  /** Main / signature route length in km. */
  distance: number;
  /** Elevation gain in metres (integer). */
  elevation: number;
  /** Free text, e.g. '2-3 hours'. */
  duration: string;
  /** 0-5, one decimal. */
  rating: number;
  /** Our own words, 2-4 sentences. */
  description: string;
  /** Trailhead latitude (negative, decimal degrees). */
  lat: number;
  /** Trailhead longitude (decimal degrees). */
  lng: number;
  /** Slugs, e.g. technical-challenges, flowing-trails, scenic-views, well-maintained, wildlife-viewing, family-friendly, singletrack, jeep-track, climbing, pump-track, skills-park, camping. */
  features: string[];
  facilities: SeedFacilities;
  routeVariants: SeedRouteVariant[];
  accommodationInfo: SeedAccommodation | null;
  contactEmail?: string;
  contactPhone?: string;
  website?: string;
}

export type SeedRaceType = 'mountain-bike' | 'gravel' | 'road' | 'stage-race';
export type SeedEventDifficulty = 'beginner' | 'intermediate' | 'advanced' | 'expert';

export interface SeedEvent {
  name: string;
  description: string;
  /** Recurring date: month 1-12 and day of month of the usual start. The seeder picks the next occurrence after loading. */
  month: number;
  day: number;
  location: string;
  province: SeedProvince;
  /** Free text type shown in the event-type filter, e.g. 'Stage Race', 'Marathon', 'Enduro', 'XCO', 'Gravel', 'Fun Ride'. */
  eventType: string;
  raceType: SeedRaceType;
  difficulty: SeedEventDifficulty;
  /** Text, e.g. '80 km' or '3 days / 250 km'. */
  distance: string;
  registrationUrl?: string;
  contactEmail?: string;
  contactPhone?: string;
  /** Text, e.g. 'R650' or 'From R1 200'. */
  entryFee?: string;
  maxParticipants?: number;
}

export interface SeedNewsArticle {
  title: string;
  description: string;
  content: string;
  url: string;
  /** Must be one of the known news sources (modules/news/news-sources.ts). */
  source: string;
  /** general | racing | reviews | gear | events | trails | skills */
  category: string;
  /** Days before the load date the article was published (0-60). */
  daysAgo: number;
}

export type SeedVideoCategory = 'trail-reviews' | 'gear-reviews' | 'how-to' | 'racing' | 'general';

export interface SeedVideo {
  title: string;
  description: string;
  youtubeUrl: string;
  /** 11 characters, the id in youtubeUrl. */
  youtubeId: string;
  category: SeedVideoCategory;
  tags: string[];
  featured: boolean;
  orderIndex: number;
}

/** A trail's surface and why we believe it; `source` is null only for `unknown`. */
export interface SeedTrailSurface {
  surface: TrailSurface;
  source: string | null;
}
