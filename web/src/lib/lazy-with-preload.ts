import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy whose code can also be fetched ahead of the first render (`preload`), once: the lazy
 * component then uses that same download. A failed download (offline) is forgotten, so the next
 * render or preload tries again; `preload` never rejects (the component reports the failure) and
 * settles once the download has.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<void>;
  /** The component once its code is here (undefined before). */
  loaded: () => ComponentType<P> | undefined;
} {
  let code: Promise<{ default: ComponentType<P> }> | undefined;
  let component: ComponentType<P> | undefined;
  const fetchOnce = () =>
    (code ??= load().then(
      (m) => ((component = m.default), m),
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    ));
  return {
    loaded: () => component,
    Component: lazy(fetchOnce),
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}
