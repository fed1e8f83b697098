import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS, hasActiveFilters, matchesFilters } from './trail-filters.js';
import { filtersFromQuery, TrailQuery } from './trail-query.js';
import type { Trail } from './trail.js';
import { UNKNOWN_ACCESS } from './access-rules.js';

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

describe('the access filters (decision 078)', () => {
  const card = (over: Partial<typeof UNKNOWN_ACCESS>) => trail({ access: { ...UNKNOWN_ACCESS, ...over } });
  const open = card({ openingHours: '06:00-18:00' });
  const night = card({ openingHours: '00:00-06:00' });
  // Fixed clocks, written in UTC: South Africa is UTC+2 all year.
  const at = (iso: string) => Date.parse(iso);

  it('free to ride: R0 or no permit needed; a card that does not say is not free', () => {
    expect(matchesFilters(card({ priceRand: 0 }), f({ freeToRide: true }))).toBe(true);
    expect(matchesFilters(card({ permitRequired: false }), f({ freeToRide: true }))).toBe(true);
    expect(matchesFilters(card({ permitRequired: true, priceRand: 80 }), f({ freeToRide: true }))).toBe(false);
    expect(matchesFilters(card({ permitRequired: true }), f({ freeToRide: true }))).toBe(false);
    expect(matchesFilters(trail({}), f({ freeToRide: true }))).toBe(false);
    // A device that synced before the card existed: not known, so not free.
    expect(matchesFilters(trail({ access: undefined }), f({ freeToRide: true }))).toBe(false);
  });

  it('open now reads the hours in South African time, the closing minute closed', () => {
    const openNow = f({ openNow: true });
    expect(matchesFilters(open, openNow, at('2026-11-27T04:00:00Z'))).toBe(true); // 06:00 SAST
    expect(matchesFilters(open, openNow, at('2026-11-27T03:59:00Z'))).toBe(false); // 05:59 SAST
    expect(matchesFilters(open, openNow, at('2026-11-27T15:59:00Z'))).toBe(true); // 17:59 SAST
    expect(matchesFilters(open, openNow, at('2026-11-27T16:00:00Z'))).toBe(false); // 18:00 SAST, though 16:00 UTC
    expect(matchesFilters(open, openNow, at('2026-11-27T05:30:00Z'))).toBe(true); // 07:30 SAST
  });

  it('at 23:30 SAST a day park is closed, and across midnight the SA date is the next day', () => {
    const openNow = f({ openNow: true });
    const half11 = at('2026-11-27T21:30:00Z'); // Fri 23:30 SAST, 21:30 UTC
    expect(matchesFilters(open, openNow, half11)).toBe(false);
    expect(matchesFilters(night, openNow, half11)).toBe(false);
    const pastMidnight = at('2026-11-27T22:30:00Z'); // Sat 00:30 SAST, still Friday 22:30 in UTC
    expect(matchesFilters(night, openNow, pastMidnight)).toBe(true);
    expect(matchesFilters(open, openNow, pastMidnight)).toBe(false);
  });

  it('a trail with no hours, or hours that do not read, is not open now', () => {
    const noon = at('2026-11-27T10:00:00Z');
    expect(matchesFilters(trail({}), f({ openNow: true }), noon)).toBe(false);
    expect(matchesFilters(card({ openingHours: 'dawn till dusk' }), f({ openNow: true }), noon)).toBe(false);
    expect(matchesFilters(card({ permitRequired: false }), f({ openNow: true }), noon)).toBe(false);
  });

  it('uses the clock when no time is given', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T21:30:00Z') }); // 23:30 SAST
    try {
      expect(matchesFilters(open, f({ openNow: true }))).toBe(false);
      vi.setSystemTime(new Date('2026-11-28T08:00:00Z')); // Sat 10:00 SAST
      expect(matchesFilters(open, f({ openNow: true }))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('both are query flags of GET /api/routes, as the URL mirror names them', () => {
    const q = TrailQuery.parse({ freeToRide: 'true', openNow: '1' });
    expect(filtersFromQuery(q)).toMatchObject({ freeToRide: true, openNow: true });
    expect(hasActiveFilters(f({ openNow: true }))).toBe(true);
  });
});
