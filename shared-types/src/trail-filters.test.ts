import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, hasActiveFilters, matchesFilters } from './trail-filters.js';
import { filtersFromQuery, TrailQuery } from './trail-query.js';
import type { Trail } from './trail.js';
import { UNKNOWN_ACCESS } from './trail-access.js';

const facilities = {
  coffeeShop: false,
  restaurant: false,
  toilets: true,
  parking: true,
  bikeRepairShop: false,
  mechanicalStation: false,
  washBay: false,
  bikeShop: false,
  showers: false,
};
const trail = (over: Partial<Trail> = {}): Trail => ({
  id: 1,
  name: 'Jonkershoek MTB Trails',
  description: 'Forest singletrack in a steep valley.',
  location: 'Stellenbosch',
  province: 'Western Cape',
  difficulty: 'moderate',
  distance: 18,
  elevation: 600,
  duration: '2-3 hours',
  rating: 4.6,
  imageUrl: null,
  coordinates: '[[-33.96,18.93]]',
  features: [],
  facilities,
  routeVariants: [],
  accommodationInfo: null,
  contactEmail: null,
  contactPhone: null,
  website: null,
  surface: 'unknown',
  drainage: 'normal',
  access: UNKNOWN_ACCESS,
  createdAt: '',
  updatedAt: '',
  ...over,
});
const f = (over: Partial<typeof DEFAULT_FILTERS>) => ({ ...DEFAULT_FILTERS, ...over });

describe('matchesFilters', () => {
  it('applies the distance bands exactly at their edges', () => {
    expect(matchesFilters(trail({ distance: 10 }), f({ distance: '0-10' }))).toBe(true);
    expect(matchesFilters(trail({ distance: 10 }), f({ distance: '10-25' }))).toBe(false);
    expect(matchesFilters(trail({ distance: 25 }), f({ distance: '10-25' }))).toBe(true);
    expect(matchesFilters(trail({ distance: 25.1 }), f({ distance: '25+' }))).toBe(true);
  });
  it('searches name and location, case-insensitively', () => {
    expect(matchesFilters(trail(), f({ search: 'JONKERS' }))).toBe(true);
    expect(matchesFilters(trail(), f({ search: 'stellen' }))).toBe(true);
    expect(matchesFilters(trail(), f({ search: 'forest' }))).toBe(false);
  });
  it('matches location case-insensitively (option values are lowercase)', () => {
    expect(matchesFilters(trail(), f({ location: 'stellenbosch' }))).toBe(true);
    expect(matchesFilters(trail(), f({ location: 'paarl' }))).toBe(false);
  });
  it('requires the facility flag for facility filters', () => {
    expect(matchesFilters(trail(), f({ toilets: true, parking: true }))).toBe(true);
    expect(matchesFilters(trail(), f({ coffeeShop: true }))).toBe(false);
    expect(
      matchesFilters(trail({ facilities: { ...facilities, bikeRepairShop: true } }), f({ bikeRepair: true })),
    ).toBe(true);
  });
  it('finds overnight options in accommodation info, features or words', () => {
    expect(matchesFilters(trail(), f({ overnightAccommodation: true }))).toBe(false);
    const available = { available: true, onSite: true, description: '', types: [], amenities: [] };
    expect(matchesFilters(trail({ accommodationInfo: available }), f({ overnightAccommodation: true }))).toBe(true);
    expect(matchesFilters(trail({ features: ['camping'] }), f({ overnightAccommodation: true }))).toBe(true);
    expect(matchesFilters(trail({ description: 'Stay in the chalets.' }), f({ overnightAccommodation: true }))).toBe(
      true,
    );
    expect(matchesFilters(trail({ description: 'Champions ride here.' }), f({ overnightAccommodation: true }))).toBe(
      false,
    );
  });
  it('applies the rider-type rules', () => {
    const green = [{ name: 'Green', category: 'green' as const, distance: 5, difficulty: 'easy', description: '' }];
    expect(matchesFilters(trail(), f({ beginnerRider: true }))).toBe(false);
    expect(matchesFilters(trail({ routeVariants: green }), f({ beginnerRider: true }))).toBe(true);
    expect(matchesFilters(trail({ difficulty: 'easy' }), f({ beginnerRider: true }))).toBe(true);
    expect(matchesFilters(trail({ difficulty: 'hard' }), f({ advancedRider: true }))).toBe(true);
    expect(matchesFilters(trail({ difficulty: 'expert' }), f({ advancedRider: true }))).toBe(true);
    expect(matchesFilters(trail(), f({ advancedRider: true }))).toBe(false);
    expect(matchesFilters(trail({ features: ['family-friendly'] }), f({ familyFriendly: true }))).toBe(true);
    expect(matchesFilters(trail(), f({ familyFriendly: true }))).toBe(false);
  });
});

describe('query parsing', () => {
  it('turns query text into filters and knows when any is set', () => {
    const q = TrailQuery.parse({ province: 'Gauteng', toilets: 'true', familyFriendly: '0' });
    const filters = filtersFromQuery(q);
    expect(filters.province).toBe('Gauteng');
    expect(filters.toilets).toBe(true);
    expect(filters.familyFriendly).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });
});
