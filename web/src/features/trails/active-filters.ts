import {
  ACCESS_FILTER_LABELS,
  DEFAULT_FILTERS,
  DISTANCE_LABELS,
  FACILITY_FILTER_LABELS,
  FLAG_FILTERS,
  RIDER_FILTER_LABELS,
  type DistanceOption,
} from '@trailfinder/shared-types/rules';
import type { FlagFilter, TrailFilters } from '@trailfinder/shared-types';

export interface ActiveFilter {
  key: keyof TrailFilters;
  /** What the chip says, e.g. "Hard" or "Western Cape". */
  label: string;
}

const FLAG_LABELS: Record<FlagFilter, string> = {
  ...FACILITY_FILTER_LABELS,
  ...RIDER_FILTER_LABELS,
  ...ACCESS_FILTER_LABELS,
};

/** One entry per filter that differs from its default, in the panel's order (the chips above the results). */
export function activeFilters(filters: TrailFilters): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (filters.search.trim()) out.push({ key: 'search', label: `"${filters.search.trim()}"` });
  if (filters.difficulty !== 'all')
    out.push({ key: 'difficulty', label: filters.difficulty[0].toUpperCase() + filters.difficulty.slice(1) });
  if (filters.distance !== 'all')
    out.push({ key: 'distance', label: DISTANCE_LABELS[filters.distance as DistanceOption] ?? filters.distance });
  if (filters.province !== 'all') out.push({ key: 'province', label: filters.province });
  if (filters.location !== 'all') out.push({ key: 'location', label: filters.location });
  for (const f of FLAG_FILTERS) if (filters[f]) out.push({ key: f, label: FLAG_LABELS[f] });
  return out;
}

/** The filters with one of them back at its default (a chip's remove button). */
export function withoutFilter(filters: TrailFilters, key: keyof TrailFilters): TrailFilters {
  return { ...filters, [key]: DEFAULT_FILTERS[key] };
}
