import { X } from 'lucide-react';
import { activeFilters, withoutFilter } from '../active-filters';
import { useFilterStore } from '../store';
import styles from './filter-summary.module.css';

/**
 * "N routes" and one chip per active filter (each removes that filter): stays at the top of the
 * results, so a rider sees what a change did without scrolling past the map.
 */
export function FilterSummary({ count, children }: { count: number | undefined; children?: React.ReactNode }) {
  const filters = useFilterStore((s) => s.filters);
  const replaceFilters = useFilterStore((s) => s.replaceFilters);
  const chips = activeFilters(filters);
  return (
    <div data-testid="filter-summary" className={styles.summary}>
      {children}
      <span role="status" className={styles.count}>
        {count === undefined ? 'Loading routes...' : `${count} ${count === 1 ? 'route' : 'routes'}`}
      </span>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={styles.chip}
          aria-label={`Remove filter: ${chip.label}`}
          onClick={() => replaceFilters(withoutFilter(filters, chip.key))}
        >
          {chip.label} <X aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
