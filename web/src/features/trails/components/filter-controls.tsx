import type { ReactNode } from 'react';
import type { Trail } from '@trailfinder/shared-types';
import { TABLET_UP, useMediaQuery } from '../../../lib/use-media-query';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { FilterSummary } from './filter-summary';

interface Props {
  /** Every trail (the province and area counts). */
  routes: Trail[];
  /** How many trails the filters leave; undefined while loading. */
  count: number | undefined;
  /** Filters from other features, dropped into the panel and the sheet alike. */
  extraFilters?: ReactNode;
}

/**
 * Above the map: the full panel from tablet width up; on a phone the "Filters" button (the
 * bottom sheet), the count and the active-filter chips in one short row, so the map stays close.
 */
export function FilterControls({ routes, count, extraFilters }: Props) {
  const tabletUp = useMediaQuery(TABLET_UP);
  if (tabletUp) return <FilterPanel routes={routes}>{extraFilters}</FilterPanel>;
  return (
    <FilterSummary count={count}>
      <FilterSheet count={count}>
        <FilterPanel routes={routes} variant="sheet">
          {extraFilters}
        </FilterPanel>
      </FilterSheet>
    </FilterSummary>
  );
}
