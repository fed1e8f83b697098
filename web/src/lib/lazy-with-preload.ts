import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * On a page the server rendered, settles once boot.js has asked for the page's files, one per task
 * (decision 043); elsewhere at once.
 */
export const pageCodeAsked = (): Promise<void> =>
  Promise.resolve((globalThis as { __pageCodeAsked?: Promise<void> }).__pageCodeAsked);

/**
 * Runs `preload` in a task of its own, once boot.js has asked for the page's files: asked for
 * while the app's modules are evaluated, or before boot.js has got to them, a lazy part's download
 * adds a `<link rel="modulepreload">` tag for each chunk it needs that is not asked for yet (~35
 * for a trail page) in one task (19-42 ms in Lighthouse's traces here).
 */
export function preloadSoon(preload: () => unknown): void {
  void pageCodeAsked().then(() => setTimeout(preload, 0));
}

/**
 * React.lazy whose code can also be fetched ahead of the first render (`preload`), once: the lazy
 * component then uses that same download. A failed download (offline) is forgotten, so the next
 * render or preload tries again; `preload` never rejects (the component reports the failure) and
 * settles once the download has.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<void> } {
  let code: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () =>
    (code ??= load().catch((error: unknown) => {
      code = undefined;
      throw error;
    }));
  return {
    Component: lazy(fetchOnce),
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}
