import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary';
import { WithChakra } from '../components/with-chakra';
import { listenForStaleChunks } from '../features/pwa/stale-chunks';
import { onFirstInteraction, whenIdle, whenLoadedAndIdle } from '../lib/idle';
import { forgetLegacyAdminToken } from '../lib/legacy-storage';
import { isServerRendered, PageSeedProvider, type PageSeed } from '../lib/page-seed';
import { queryClient } from '../lib/query/query-client';

const NO_SEED: PageSeed = {};

const Toaster = lazy(() => import('../components/toaster'));

/**
 * The sync engine (download, checks, IndexedDB writes, track references) is code of its own,
 * loaded as the app starts rather than with the first page's code: no page draws with it.
 */
function startSyncEngine(serverRendered: boolean): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('../lib/sync-engine')
    .then((m) => {
      if (!stopped) stop = m.startBackgroundSync({ afterLoad: serverRendered });
    })
    .catch((err: unknown) => console.warn('Trails could not be brought up to date', err));
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The service worker is set up after the page has loaded, off the first download's path. */
function registerServiceWorkerLater(): void {
  if (!import.meta.env.PROD) return; // `vite dev` serves no worker
  const register = () =>
    void import('../features/pwa/register-sw')
      .then((m) => m.registerServiceWorker())
      .catch((err: unknown) => console.warn('The offline copy of the app could not be set up', err));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Runs `start` (which may return its own stop function) in a task of its own, just after this
 * one; the returned function cancels it, or stops it if it started.
 */
function afterTask(start: () => (() => void) | void): () => void {
  let stop: (() => void) | void;
  const timer = setTimeout(() => (stop = start()), 0);
  return () => {
    clearTimeout(timer);
    stop?.();
  };
}

function removeTilesOfUnsavedTrails(): void {
  void import('../lib/offline-tiles')
    .then((m) => m.removeTilesOfUnsavedTrails())
    .catch((err: unknown) => console.warn('Tile cleanup failed', err));
}

/** Sending what waits in the outbox is not needed for the first paint: its code loads just after. */
function startOutboxLater(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('../lib/offline/outbox')
    .then((m) => {
      if (!stopped) stop = m.startOutbox();
    })
    .catch((err: unknown) => console.warn('The outbox could not be started', err));
  return () => {
    stopped = true;
    stop?.();
  };
}

interface AppProvidersProps {
  children: ReactNode;
  /** What the server rendered this page from (lib/page-seed.tsx); empty for a page it did not render. */
  seed?: PageSeed;
  /** The server renders each page with a client of its own. */
  client?: QueryClient;
}

export function AppProviders({ children, seed = NO_SEED, client = queryClient }: AppProvidersProps) {
  const serverRendered = isServerRendered(seed);
  useEffect(() => afterTask(() => startSyncEngine(serverRendered)), [serverRendered]);
  useEffect(registerServiceWorkerLater, []);
  useEffect(() => listenForStaleChunks(), []);
  // The start's chores run in tasks of their own, not in the hydration's effects, where their code
  // requests (each import adds its modulepreload links) made one long task on a slow phone. Code the
  // rider may need off-grid is still asked for at once, while the page is surely online: the
  // service worker holds it only once installed.
  useEffect(() => whenLoadedAndIdle(forgetLegacyAdminToken), []);
  useEffect(() => afterTask(startOutboxLater), []);
  // Map tiles of a trail removed from Saved while a removal was cut short (page closed).
  useEffect(() => afterTask(removeTilesOfUnsavedTrails), []);
  // The toasts render (their code is Chakra's, their state machine starts) at the rider's first
  // touch, click, key or focus: every toast follows an action of theirs, and the region screen
  // readers announce them in is there before the first one (decision 042). Their code is not
  // fetched with the page: a visit that is only read never loads Chakra (decision 090). A toast
  // raised before that waits in the store (toaster-store.ts) and shows when they do.
  // They wait for the first idle moment after that touch: the tap's own work (hydrating what was
  // tapped, opening the sheet) goes first, not Chakra's download and start (issue 31).
  const [toasts, setToasts] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelTouch = onFirstInteraction(() => (cancelIdle = whenIdle(() => setToasts(true), 2_000)));
    return () => {
      cancelTouch();
      cancelIdle?.();
    };
  }, []);
  return (
    <QueryClientProvider client={client}>
      <PageSeedProvider seed={seed}>{children}</PageSeedProvider>
      {toasts && (
        // Never the whole page for a toast: its code may not have come (offline too soon).
        <ErrorBoundary label="Toasts" fallback={null}>
          <Suspense fallback={null}>
            <WithChakra>
              <Toaster />
            </WithChakra>
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryClientProvider>
  );
}
