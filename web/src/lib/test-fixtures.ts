import { vi } from 'vitest';
import type { Trail, SyncResponse, Video, WeatherResponse } from '@trailfinder/shared-types';
import { UNKNOWN_ACCESS } from '@trailfinder/shared-types';
import type { FavoriteEntry } from './db';

/** Builders for unit tests only (never imported by the app). */
export function makeTrail(overrides: Partial<Trail> = {}): Trail {
  return {
    id: 1,
    name: 'Jonkershoek Trails',
    description: 'Flowing singletrack in a mountain valley near Stellenbosch.',
    location: 'Stellenbosch',
    province: 'Western Cape',
    difficulty: 'moderate',
    distance: 18.5,
    elevation: 540,
    duration: '2-3 hours',
    rating: 4.7,
    imageUrl: null,
    coordinates: '[[-33.9632, 18.9263]]',
    features: ['flowing-trails'],
    facilities: {
      coffeeShop: false,
      restaurant: false,
      toilets: true,
      parking: true,
      bikeRepairShop: false,
      mechanicalStation: false,
      washBay: false,
      bikeShop: false,
      showers: false,
    },
    routeVariants: [],
    accommodationInfo: null,
    contactEmail: null,
    contactPhone: null,
    website: null,
    surface: 'unknown',
    drainage: 'normal',
    access: UNKNOWN_ACCESS,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSync(overrides: Partial<SyncResponse> = {}): SyncResponse {
  return {
    cursor: '2025-06-01T00:00:00.000Z',
    full: false,
    routes: [],
    events: [],
    videos: [],
    news: [],
    tracks: [],
    conditions: [],
    statuses: [],
    deleted: { routes: [], events: [], videos: [], news: [], tracks: [], conditions: [], statuses: [] },
    ...overrides,
  };
}

/** The browser's connection as the test sets it: navigator.onLine follows `network.online`. */
export function stubNavigatorOnline(): { online: boolean } {
  const network = { online: true };
  vi.stubGlobal('navigator', {
    get onLine() {
      return network.online;
    },
  });
  return network;
}

/** A favourite as the favourites table keeps it. */
export function makeFavorite(overrides: Partial<FavoriteEntry> & Pick<FavoriteEntry, 'id'>): FavoriteEntry {
  return {
    name: `T${overrides.id}`,
    province: 'Gauteng',
    difficulty: 'easy',
    distance: 3,
    addedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An active video of the gallery (category how-to unless overridden). */
export function makeVideo(id: number, title: string, overrides: Partial<Video> = {}): Video {
  return {
    id,
    title,
    description: null,
    youtubeUrl: `https://www.youtube.com/watch?v=abcdefghij${id}`,
    youtubeId: `abcdefghij${id}`,
    thumbnail: null,
    category: 'how-to',
    tags: [],
    featured: true,
    active: true,
    viewCount: 0,
    orderIndex: id,
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/routes/:id/weather's answer on a clear day at `temperature` degrees. */
export function makeWeather(temperature: number): WeatherResponse {
  return {
    weather: {
      temperature,
      humidity: 40,
      windSpeed: 12,
      windDirection: 180,
      description: 'Clear sky',
      precipitation: 0,
      precipitationLast24h: 0,
      weatherCode: 0,
      timestamp: '2026-04-01T08:00:00.000Z',
    },
    trailStatus: 'good',
    recommendation: 'Great conditions for riding',
  } as WeatherResponse;
}
