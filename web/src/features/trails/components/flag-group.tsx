import type { FlagFilter } from '@trailfinder/shared-types';
import { CheckOption } from '../../../components/check-option';
import { useFilterStore } from '../store';
import styles from './filter-panel.module.css';

/** A fieldset of yes/no filters (facilities or rider types). */
export function FlagGroup({
  legend,
  labels,
  hint,
}: {
  legend: string;
  labels: Partial<Record<FlagFilter, string>>;
  /** A line under the options saying how they choose. */
  hint?: string;
}) {
  const filters = useFilterStore((s) => s.filters);
  const setFilter = useFilterStore((s) => s.setFilter);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {(Object.entries(labels) as [FlagFilter, string][]).map(([flag, label]) => (
          <CheckOption
            key={flag}
            name={flag}
            label={label}
            checked={filters[flag]}
            onChange={(v) => setFilter(flag, v)}
          />
        ))}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </fieldset>
  );
}
