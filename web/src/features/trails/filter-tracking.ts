import { track } from '../../lib/tracking';

/** A province or difficulty the rider chose (not 'all'): it tells the news ranking what they like. */
export function trackFilterChange(filter: 'province' | 'difficulty', value: string): void {
  if (value === 'all') return;
  track(filter === 'province' ? 'province_filter' : 'difficulty_filter', { metadata: { [filter]: value } });
}
