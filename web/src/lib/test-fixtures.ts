import { vi } from 'vitest';
import type { Trail, SyncResponse } from '@trailfinder/shared-types';
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
