import { useMemo, type ReactNode } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import {
  ACCESS_FILTER_LABELS,
  DIFFICULTY_OPTIONS,
  DISTANCE_LABELS,
  DISTANCE_OPTIONS,
  FACILITY_FILTER_LABELS,
  RIDER_FILTER_LABELS,
  hasActiveFilters,
  locationOptions,
  FLAG_FILTERS,
} from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { LabeledSelect, type SelectOption } from '../../../components/labeled-select';
import { trackFilterChange } from '../filter-tracking';
import { provinceCounts } from '../trail-order';
import { FlagGroup } from './flag-group';
import { useFilterStore } from '../store';
import { useDisclosure } from '../../../lib/use-disclosure';
import styles from './filter-panel.module.css';

const difficultyOptions = DIFFICULTY_OPTIONS.map((d) => ({
  value: d,
  label: d === 'all' ? 'All Difficulties' : d[0].toUpperCase() + d.slice(1),
}));
const distanceOptions = DISTANCE_OPTIONS.map((d) => ({ value: d, label: DISTANCE_LABELS[d] }));

interface Props {
  routes: Trail[];
  /** 'card' inline above the map (tablet and up); 'sheet' inside the phone's bottom sheet. */
  variant?: 'card' | 'sheet';
  /** More filters from other features, placed after the four selects (e.g. a distance-from-me radius). */
  children?: ReactNode;
}

/** Difficulty, distance, province, location and the facility / rider-type flags. */
export function FilterPanel({ routes, variant = 'card', children }: Props) {
  const inSheet = variant === 'sheet';
  const filters = useFilterStore((s) => s.filters);
  const setFilter = useFilterStore((s) => s.setFilter);
  const clearFilters = useFilterStore((s) => s.clearFilters);
  // On phones the checkboxes fold away so the map is not pushed far down; always open on desktop.
  const more = useDisclosure(inSheet);
  const activeFlags = FLAG_FILTERS.filter((f) => filters[f]).length;

  // Counted once per catalogue, not on each filter change (10,000 trails).
  const allCounts = useMemo(() => provinceCounts(routes), [routes]);
  const byProvince = useMemo(() => {
    const groups = new Map<string, Trail[]>();
    for (const r of routes) {
      const group = groups.get(r.province);
      if (group) group.push(r);
      else groups.set(r.province, [r]);
    }
    return groups;
  }, [routes]);
  const provinceOptions = useMemo(() => {
    const counts = [...allCounts];
    if (filters.province !== 'all' && !counts.some((c) => c.province === filters.province)) {
      counts.push({ province: filters.province, count: 0 });
    }
    return [
      { value: 'all', label: `All Provinces (${routes.length})` },
      ...counts.map((c) => ({ value: c.province, label: `${c.province} (${c.count})` })),
    ];
  }, [allCounts, routes.length, filters.province]);

  const areaOptions = useMemo(() => {
    const inProvince = filters.province === 'all' ? routes : (byProvince.get(filters.province) ?? []);
    const options: { value: string; label: string }[] = locationOptions(filters.province, inProvince);
    // A shared link may name a place with no trails (here or in this province): keep it selectable
    // with its true count, so the select shows what was asked and the empty list explains itself.
    if (filters.location !== 'all' && !options.some((o) => o.value === filters.location)) {
      options.push({ value: filters.location, label: `${filters.location} (0)` });
    }
    return [{ value: 'all', label: 'All Areas' }, ...options];
  }, [routes, byProvince, filters.province, filters.location]);

  // The four selects, in their order on screen; difficulty and province changes are tracked.
  const select = (
    name: 'difficulty' | 'distance' | 'province' | 'location',
    label: string,
    options: SelectOption[],
  ) => ({
    name,
    label,
    options,
    value: filters[name],
    onChange: (v: string) => {
      setFilter(name, v);
      if (name === 'difficulty' || name === 'province') trackFilterChange(name, v);
    },
  });
  const selects = [
    select('difficulty', 'Difficulty', difficultyOptions),
    select('distance', 'Distance', distanceOptions),
    select('province', 'Province', provinceOptions),
    select('location', 'Location', areaOptions),
  ];

  return (
    <form
      aria-label="Trail filters"
      className={inSheet ? styles.inSheet : styles.card}
      onSubmit={(e) => e.preventDefault()}
    >
      {!inSheet && (
        <div className={styles.title}>
          <SlidersHorizontal size={20} aria-hidden="true" />
          <h3>Filter Trails</h3>
        </div>
      )}
      <div className={styles.selects}>
        {selects.map((s) => (
          <LabeledSelect key={s.name} {...s} />
        ))}
      </div>
      {children}
      <button type="button" className={styles.more} {...more.toggle}>
        Facilities, rider type & access{activeFlags > 0 && ` (${activeFlags} selected)`}
        <ChevronDown aria-hidden="true" />
      </button>
      <div id={more.id} className={more.open ? `${styles.flags} ${styles.flagsOpen}` : styles.flags}>
        <FlagGroup legend="Facilities" labels={FACILITY_FILTER_LABELS} />
        <FlagGroup legend="Rider Type" labels={RIDER_FILTER_LABELS} />
        <FlagGroup
          legend="Access"
          labels={ACCESS_FILTER_LABELS}
          hint="From each park's access card: a trail whose card does not say yet is neither free nor open."
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.apply} onClick={() => console.log('Applied filters', filters)}>
          Apply Filters
        </button>
        {hasActiveFilters(filters) && (
          <button type="button" className={styles.clear} onClick={clearFilters}>
            Clear Filters
          </button>
        )}
      </div>
    </form>
  );
}
