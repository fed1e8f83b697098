import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { WithChakra } from '../../components/with-chakra';
import { useScrollRestoration } from '../../lib/use-scroll-restoration';
import { SiteAnalytics } from '../../features/analytics/components/site-analytics';
import { ConsentPrompt } from '../../features/consent/components/consent-prompt';
import { SiteFooter } from '../page-parts';
import { OfflineBanner } from '../../features/pwa/components/offline-banner';
import { usePwaStore } from '../../features/pwa/pwa-store';
import { BottomNav } from './bottom-nav';
import { RouteError } from './route-error';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import css from './app-layout.module.css';

// The footer (page-parts.ts) is not part of the first download; on a page the server rendered,
// its HTML is there from the start and the app takes it over once its code arrives.

// Downloaded only once a new version is waiting: most visits never need it.
const UpdatePrompt = lazy(() =>
  import('../../features/pwa/components/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

function PageLoading() {
  return (
    <div className={css.loading} role="status" aria-label="Loading page">
      <span className={css.spinner} />
    </div>
  );
}

export function AppLayout() {
  useScrollRestoration();
  // A page that failed to render is forgotten once the rider goes to another page.
  const { pathname } = useLocation();
  const updateWaiting = usePwaStore((s) => s.needRefresh);
  // The same element on every render: a server-rendered footer whose code is still on its way is
  // not touched by the layout's updates (an update would make React render it again from scratch).
  const footer = useMemo(
    () => (
      <ErrorBoundary label="Footer" fallback={null}>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </ErrorBoundary>
    ),
    [],
  );
  return (
    <div className={css.layout}>
      <SkipLink />
      <ConsentPrompt />
      <SiteAnalytics />
      <SiteHeader />
      <OfflineBanner />
      <main id="main-content" tabIndex={-1} className={css.main}>
        <ErrorBoundary key={pathname} label="Page" fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer}
      <BottomNav />
      {updateWaiting && (
        // Offline, its own code may not download: the page goes on without the prompt.
        <ErrorBoundary label="Update prompt" fallback={null}>
          <Suspense fallback={null}>
            <WithChakra>
              <UpdatePrompt />
            </WithChakra>
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
