import { DEFAULT_FILTERS, DIFFICULTY_OPTIONS, DISTANCE_OPTIONS, FLAG_FILTERS } from '@trailfinder/shared-types/rules';
import type { TrailFilters } from '@trailfinder/shared-types';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((o) => o === value);

/**
 * Filters from a query string. Unknown or malformed values fall
 * back to the default rather than failing: a shared link should always open.
 */
export function filtersFromSearch(search: string): TrailFilters {
  const p = new URLSearchParams(search);
  const filters: TrailFilters = { ...DEFAULT_FILTERS };
  filters.difficulty = oneOf(DIFFICULTY_OPTIONS, p.get('difficulty')) ?? 'all';
  filters.distance = oneOf(DISTANCE_OPTIONS, p.get('distance')) ?? 'all';
  filters.province = p.get('province')?.trim() || 'all';
  filters.location = p.get('location')?.trim().toLowerCase() || 'all';
  filters.search = p.get('search') ?? '';
  for (const flag of FLAG_FILTERS) filters[flag] = p.get(flag) === 'true' || p.get(flag) === '1';
  return filters;
}

/** The query string for filters: defaults are omitted, flags are 'true' when set. */
export function searchFromFilters(filters: TrailFilters): string {
  const p = new URLSearchParams();
  if (filters.difficulty !== 'all') p.set('difficulty', filters.difficulty);
  if (filters.location !== 'all') p.set('location', filters.location);
  if (filters.province !== 'all') p.set('province', filters.province);
  if (filters.distance !== 'all') p.set('distance', filters.distance);
  if (filters.search.trim() !== '') p.set('search', filters.search.trim());
  for (const flag of FLAG_FILTERS) if (filters[flag]) p.set(flag, 'true');
  const text = p.toString();
  return text ? `?${text}` : '';
}

export function sameFilters(a: TrailFilters, b: TrailFilters): boolean {
  return searchFromFilters(a) === searchFromFilters(b);
}
