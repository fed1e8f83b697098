import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchFromFilters } from '../filter-url';
import { useFilterStore } from '../store';

/**
 * Two-way mirror between the filter store and the query string while the home page is mounted.
 * A filter change pushes a history entry through the router (no page load, no scroll), so
 * Back/Forward restore the previous filters; any location change is read back into the store.
 */
export function useFilterUrlSync(): void {
  const { search } = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    useFilterStore.getState().readFromSearch(search);
  }, [search]);

  useEffect(
    () =>
      useFilterStore.subscribe((state, prev) => {
        if (state.filters === prev.filters) return;
        const next = searchFromFilters(state.filters);
        // The hash is dropped on purpose: keeping '#map' would make the router jump there again.
        if (next !== window.location.search) navigate({ search: next }, { preventScrollReset: true });
      }),
    [navigate],
  );
}
