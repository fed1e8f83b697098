import { lazy, Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { NewsMode } from '../news-view';
import { NewsHeader } from './news-header';
import css from './news-section.module.css';

// Below the fold: its code and its requests wait until the rider scrolls near it.
const NewsBody = lazy(() => import('./news-body'));

/** Home news section (#news): personalised or latest mountain-bike news. */
export function NewsSection() {
  const ref = useRef<HTMLElement>(null);
  // A link straight to #news needs it at once, not after the page has scrolled there.
  const near = useNearViewport(ref, '600px', '#news');
  const [mode, setMode] = useState<NewsMode>('personalized');
  return (
    <section ref={ref} id="news" aria-labelledby="news-title" className={css.section}>
      <div className={css.inner}>
        <NewsHeader mode={mode} onChange={setMode} />
        <ErrorBoundary
          label="News"
          fallback={<p className={css.fallback}>News could not be shown. Please reload the page.</p>}
        >
          <Suspense fallback={null}>{near && <NewsBody mode={mode} />}</Suspense>
        </ErrorBoundary>
      </div>
    </section>
  );
}
