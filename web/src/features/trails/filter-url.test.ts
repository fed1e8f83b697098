import { DEFAULT_FILTERS } from '@trailfinder/shared-types/rules';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, sameFilters, searchFromFilters } from './filter-url';

describe('filter URL mirror', () => {
  it('default filters give an empty query, and an empty query gives the defaults', () => {
    expect(searchFromFilters(DEFAULT_FILTERS)).toBe('');
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what is set, flags as true, in the filter panel order', () => {
    const search = searchFromFilters({
      ...DEFAULT_FILTERS,
      difficulty: 'hard',
      province: 'Western Cape',
      location: 'stellenbosch',
      distance: '10-25',
      search: ' Jonkershoek ',
      toilets: true,
      familyFriendly: true,
    });
    expect(search).toBe(
      '?difficulty=hard&location=stellenbosch&province=Western+Cape&distance=10-25&search=Jonkershoek&toilets=true&familyFriendly=true',
    );
  });

  it('round-trips every filter', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      difficulty: 'easy',
      distance: '25+',
      province: 'KwaZulu-Natal',
      location: 'howick',
      search: 'karkloof',
      coffeeShop: true,
      bikeRepair: true,
      washBay: true,
      overnightAccommodation: true,
      beginnerRider: true,
      advancedRider: true,
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('ignores unknown values and parameters instead of failing', () => {
    const f = filtersFromSearch('?difficulty=extreme&distance=5&toilets=yes&parking=1&utm_source=x');
    expect(f).toEqual({ ...DEFAULT_FILTERS, parking: true });
  });

  it('lower-cases the location (option values are lowercase)', () => {
    expect(filtersFromSearch('?location=Cape%20Town').location).toBe('cape town');
  });

  it('compares filter states by their URL form', () => {
    expect(sameFilters(DEFAULT_FILTERS, { ...DEFAULT_FILTERS, search: '  ' })).toBe(true);
    expect(sameFilters(DEFAULT_FILTERS, { ...DEFAULT_FILTERS, showers: true })).toBe(false);
  });
});
