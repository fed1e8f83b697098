import { create } from 'zustand';
import { DEFAULT_FILTERS, ROUTES_INITIAL, ROUTES_STEP } from '@trailfinder/shared-types/rules';
import type { TrailFilters } from '@trailfinder/shared-types';
import { filtersFromSearch, sameFilters } from './filter-url';

interface FilterStore {
  filters: TrailFilters;
  /** How many route cards are shown (80, then +6 per 'Load More Routes'). */
  visibleCount: number;
  setFilter: <K extends keyof TrailFilters>(key: K, value: TrailFilters[K]) => void;
  clearFilters: () => void;
  /** Set every filter at once (an active-filter chip removing one of them). */
  replaceFilters: (filters: TrailFilters) => void;
  showMore: () => void;
  /** Adopt the filters of a query string (page load, Back/Forward, a link to `/`). */
  readFromSearch: (search: string) => void;
}

const initialSearch = typeof window === 'undefined' ? '' : window.location.search;

/** UI state only: the URL mirror lives in hooks/use-filter-url-sync.ts. */
export const useFilterStore = create<FilterStore>((set, get) => {
  const commit = (filters: TrailFilters) => {
    const current = get().filters;
    if (sameFilters(filters, current) && filters.search === current.search) return;
    set({ filters, visibleCount: ROUTES_INITIAL });
  };
  return {
    filters: filtersFromSearch(initialSearch),
    visibleCount: ROUTES_INITIAL,
    setFilter: (key, value) => {
      const next = { ...get().filters, [key]: value };
      // A new province has its own areas: the location goes back to 'all'.
      if (key === 'province' && value !== get().filters.province) next.location = 'all';
      commit(next);
    },
    clearFilters: () => commit({ ...DEFAULT_FILTERS }),
    replaceFilters: (filters) => commit(filters),
    showMore: () => set((s) => ({ visibleCount: s.visibleCount + ROUTES_STEP })),
    readFromSearch: (search) => {
      const filters = filtersFromSearch(search);
      if (!sameFilters(filters, get().filters)) set({ filters, visibleCount: ROUTES_INITIAL });
    },
  };
});
