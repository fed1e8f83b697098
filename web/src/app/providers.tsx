import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../config/theme';
import { listenForStaleChunks } from '../features/pwa/stale-chunks';
import { startOutbox } from '../lib/outbox';
import { startBackgroundSync } from '../lib/sync-engine';

const Toaster = lazy(() => import('../components/toaster'));

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

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => startBackgroundSync(), []);
  useEffect(() => startOutbox(), []);
  useEffect(registerServiceWorkerLater, []);
  useEffect(() => listenForStaleChunks(), []);
  // Map tiles of a trail removed from Saved while a removal was cut short (page closed).
  useEffect(() => {
    void import('../lib/offline-tiles')
      .then((m) => m.removeTilesOfUnsavedTrails())
      .catch((err: unknown) => console.warn('Tile cleanup failed', err));
  }, []);
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
