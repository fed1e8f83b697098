import { registerSW } from 'virtual:pwa-register';
import { SW_UPDATE_CHECK_MS } from '../../config/pwa';
import { usePwaStore } from './pwa-store';

/**
 * Asks the server for a newer service worker: skipped offline or while one is installing, and
 * only after a plain request for the script succeeds (so a flaky connection never tears down
 * the installed version). vite-plugin-pwa's documented periodic-check pattern.
 */
async function checkForUpdate(swUrl: string, registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.installing || !navigator.onLine) return;
  try {
    const res = await fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
    if (res.status === 200) await registration.update();
  } catch (err) {
    console.debug('Update check skipped', err);
  }
}

let registered = false;

/**
 * Registers the service worker in prompt mode: a new version is downloaded in the background and
 * waits; the Update prompt offers Reload. Checks for a new version every hour, when the
 * connection comes back and when the rider returns to the app.
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => usePwaStore.setState({ needRefresh: true }),
    onOfflineReady: () => usePwaStore.setState({ offlineReady: true }),
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      let lastCheck = Date.now();
      const check = () => {
        lastCheck = Date.now();
        void checkForUpdate(swUrl, registration);
      };
      // Coming back to the app or back online: check unless a check ran in the last 10 minutes.
      const checkIfDue = () => {
        if (Date.now() - lastCheck > 10 * 60 * 1000) check();
      };
      window.setInterval(check, SW_UPDATE_CHECK_MS);
      window.addEventListener('online', checkIfDue);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkIfDue();
      });
    },
    onRegisterError: (err: unknown) => console.warn('The offline copy of the app could not be set up', err),
  });
  usePwaStore.setState({
    // With a new worker waiting, it takes over and the page reloads when it controls it;
    // without one (a stale chunk after a deploy), a plain reload fetches the new version.
    applyUpdate: async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration?.waiting) return window.location.reload();
      // vite-plugin-pwa reloads only when the page had a worker when it loaded; a page opened
      // on the very first visit must reload too, once the new worker has taken over.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      await updateSW(true);
    },
  });
}
