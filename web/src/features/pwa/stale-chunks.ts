import { usePwaStore } from './pwa-store';

/**
 * A page chunk that no longer exists on the server (a deploy happened while this page was open,
 * and no service worker copy holds it) would break the next navigation. Vite reports that as
 * `vite:preloadError`: offer the reload instead of failing silently. Returns a stop function.
 */
export function listenForStaleChunks(): () => void {
  const onPreloadError = (event: Event) => {
    console.warn('A part of the app could not be downloaded; offering a reload', event);
    usePwaStore.setState({ needRefresh: true });
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
