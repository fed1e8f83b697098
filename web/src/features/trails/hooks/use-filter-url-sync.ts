import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { radiusFromSearch, useNearMeStore } from '../../../lib/near-me-store';
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

  useLayoutEffect(() => readSearch(search), [search]);

  // Back/Forward also straight from the address bar: when a filter's push is still pending in the
  // router as the rider presses Back, the router can settle on the pushed location while the
  // address is the previous one; the filters must follow the address.
  useEffect(() => {
    const onPop = () => readSearch(window.location.search);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(
    () =>
      useFilterStore.subscribe((state, prev) => {
        if (state.filters === prev.filters) return;
        const next = withRadius(searchFromFilters(state.filters), useNearMeStore.getState().radiusKm);
        // The hash is dropped on purpose: keeping '#map' would make the router jump there again.
        if (next !== window.location.search) navigate({ search: next }, { preventScrollReset: true });
      }),
    [navigate],
  );

  // The near-me radius joins the mirrored filters as `radius`.
  useEffect(
    () =>
      useNearMeStore.subscribe((state, prev) => {
        if (state.radiusKm === prev.radiusKm) return;
        const next = withRadius(searchFromFilters(useFilterStore.getState().filters), state.radiusKm);
        if (next !== window.location.search) navigate({ search: next }, { preventScrollReset: true });
      }),
    [navigate],
  );
}

function readSearch(search: string): void {
  useFilterStore.getState().readFromSearch(search);
  useNearMeStore.getState().setRadius(radiusFromSearch(search));
}

function withRadius(search: string, radiusKm: number | null): string {
  if (radiusKm === null) return search;
  return `${search ? `${search}&` : '?'}radius=${radiusKm}`;
}
