import { lazy, Suspense, useRef } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { SectionHeader } from '../../../components/section-header';
import { useNearViewport } from '../../../lib/use-near-viewport';
import css from './events-section.module.css';

// Below the fold, after the 80 trails: its code, and its render once the first sync has brought
// the events, wait until the rider scrolls near it (on a first visit that render and the page's
// layout after it were a ~200 ms task of a mid-range phone, in the middle of the page's start).
const EventsBody = lazy(() => import('./events-body'));

/** Home events section (#events): province and type filters with counts, upcoming events soonest first. */
export function EventsSection() {
  const ref = useRef<HTMLElement>(null);
  // A link straight to #events needs it at once, not after the page has scrolled there.
  const near = useNearViewport(ref, '600px', '#events');
  return (
    <section ref={ref} id="events" aria-labelledby="events-title" className={css.section}>
      <div className={css.inner}>
        <SectionHeader
          id="events-title"
          title="Upcoming Events"
          subtitle="Races, marathons and stage events for mountain bikers around South Africa."
        />
        <ErrorBoundary
          label="Events"
          fallback={<p className={css.fallback}>Events could not be shown. Please reload the page.</p>}
        >
          <Suspense fallback={null}>{near && <EventsBody />}</Suspense>
        </ErrorBoundary>
      </div>
    </section>
  );
}
