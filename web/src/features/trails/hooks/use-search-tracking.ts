import { useEffect, useRef } from 'react';
import { track } from '../../../lib/tracking';

const SEARCH_SETTLE_MS = 1000;

/** Tracks a non-empty search with its result count once it has settled, once per query. */
export function useSearchTracking(query: string, resultCount: number | undefined): void {
  const last = useRef('');
  useEffect(() => {
    const q = query.trim();
    if (!q) last.current = '';
    if (!q || resultCount === undefined || q === last.current) return;
    const timer = window.setTimeout(() => {
      last.current = q;
      track('search', { metadata: { query: q.slice(0, 200), resultCount } });
    }, SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [query, resultCount]);
}
