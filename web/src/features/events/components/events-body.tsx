import { useMemo, useState } from 'react';
import { CalendarDays, CloudOff } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { LabeledSelect } from '../../../components/labeled-select';
import {
  eventTypeOptions,
  hasEventFilters,
  NO_EVENT_FILTERS,
  provinceOptions,
  type EventFilters,
} from '../event-filters';
import { useEvents } from '../hooks/use-events';
import { EventCard } from './event-card';
import css from './events-body.module.css';

/** Soonest events first; the rest of the year a click away, so the news below stays in reach. */
const EVENTS_SHOWN = 6;

function EventSkeletons() {
  return (
    <div className={css.grid} aria-busy="true" aria-label="Loading events">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={css.skeletonCard}>
          <div className={`${css.skeleton} ${css.skeletonDate}`} />
          <div className={`${css.skeleton} ${css.skeletonTitle}`} />
          <div className={`${css.skeleton} ${css.skeletonPlace}`} />
          <div className={`${css.skeleton} ${css.skeletonText}`} />
        </div>
      ))}
    </div>
  );
}

/** The filters and the list of the events section (loaded after the page's first paint). */
export default function EventsBody() {
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const [visible, setVisible] = useState(EVENTS_SHOWN);
  const { all, shown, unavailable } = useEvents(filters);
  const filtered = hasEventFilters(filters);
  const provinces = useMemo(() => provinceOptions(all ?? [], filters.province), [all, filters.province]);
  const types = useMemo(() => eventTypeOptions(all ?? [], filters.type), [all, filters.type]);
  const choose = (next: EventFilters) => {
    setFilters(next);
    setVisible(EVENTS_SHOWN);
  };
  const set = (key: keyof EventFilters) => (value: string) => choose({ ...filters, [key]: value });
  const selects = [
    { name: 'eventProvince', label: 'Region', value: filters.province, options: provinces, onChange: set('province') },
    { name: 'eventType', label: 'Event Type', value: filters.type, options: types, onChange: set('type') },
  ];

  let list: React.ReactNode;
  if (unavailable) {
    list = (
      <EmptyState
        icon={<CloudOff size={40} />}
        title="Events are not on this device yet"
        description="Connect to the internet once and upcoming events will be saved for riding off-grid."
      />
    );
  } else if (!shown) {
    list = <EventSkeletons />;
  } else if (shown.length === 0) {
    list = (
      <EmptyState
        icon={<CalendarDays size={40} />}
        title="No events found"
        description={
          filtered
            ? 'Try adjusting your filters to see more events.'
            : 'Check back soon for upcoming mountain bike events in your area.'
        }
      >
        {filtered && (
          <button type="button" className={css.showAll} onClick={() => choose(NO_EVENT_FILTERS)}>
            Show All Events
          </button>
        )}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <ul className={`${css.grid} ${css.list}`} aria-label="Upcoming events">
          {shown.slice(0, visible).map((e) => (
            <li key={e.id}>
              <EventCard event={e} />
            </li>
          ))}
        </ul>
        {visible < shown.length && (
          <div className={css.more}>
            <button type="button" className={css.moreButton} onClick={() => setVisible((v) => v + EVENTS_SHOWN)}>
              Show More Events
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <form aria-label="Event filters" onSubmit={(e) => e.preventDefault()} className={css.filters}>
        {selects.map((s) => (
          <LabeledSelect key={s.name} {...s} />
        ))}
      </form>
      <p role="status" className={css.count}>
        {shown && shown.length > 0 && `Showing ${Math.min(visible, shown.length)} of ${shown.length} upcoming events`}
      </p>
      {list}
    </>
  );
}
