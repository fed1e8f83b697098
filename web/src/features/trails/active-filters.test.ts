import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@trailfinder/shared-types/rules';
import { activeFilters, withoutFilter } from './active-filters';

describe('activeFilters', () => {
  it('lists nothing for the defaults', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
  });

  it('names each filter that is set, in the panel order', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      difficulty: 'hard',
      province: 'Western Cape',
      showers: true,
      distance: '25+',
    };
    expect(activeFilters(filters).map((f) => f.label)).toEqual(['Hard', '25+ km', 'Western Cape', 'Showers']);
  });

  it('removes one filter and keeps the others', () => {
    const filters = { ...DEFAULT_FILTERS, difficulty: 'hard', showers: true };
    expect(withoutFilter(filters, 'showers')).toEqual({ ...DEFAULT_FILTERS, difficulty: 'hard' });
  });
});
