import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazily loaded part of a page, named by its source file as the build's manifest names it.
 * `load` fetches its code (once) and resolves when it is here.
 */
export type LazyPart<P extends object = object> = ComponentType<P> & { file: string; load: () => Promise<void> };

/**
 * A part of a page whose code comes in a chunk of its own, with its source file (relative to web/,
 * the build manifest's key) beside it: the server asks for a rendered page's parts as it sends the
 * page (PAGE_PARTS, below).
 *
 * Once its code is here the part renders it directly; only before that does it suspend
 * (React.lazy). React.lazy on its own suspends on the first render even when the module is
 * already loaded (an import's promise settles in a later microtask), and during hydration that
 * left the part's server HTML dead until a later pass: a tap on it was not taken by React's
 * selective hydration and waited for the page's idle time (issue 31). main.tsx starts `load` for
 * the page's parts before hydrating, as React Router's guide does for lazy routes.
 */
export function lazyPart<P extends object>(
  file: string,
  importPart: () => Promise<{ default: ComponentType<P> }>,
): LazyPart<P> {
  let code: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () =>
    (loading ??= importPart().then(
      (m) => ((code = m.default), m),
      (error: unknown) => {
        loading = undefined; // offline: the next render or load tries again
        throw error;
      },
    ));
  const Lazy = lazy(fetchOnce);
  function Part(props: P) {
    return createElement((code ?? Lazy) as ComponentType<P>, props);
  }
  Part.displayName = `Part(${file})`;
  return Object.assign(Part, {
    file,
    load: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** The home page below its first screen (map, filters, trail list, events, news, about). */
export const HomeSections = lazyPart('src/app/routes/home-sections.tsx', () => import('./routes/home-sections'));
/** A trail's page. */
export const TrailPage = lazyPart('src/app/routes/trail-page.tsx', () => import('./routes/trail-page'));
/** Below every page's content. */
export const SiteFooter = lazyPart<object>('src/app/layout/site-footer.tsx', () =>
  import('./layout/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/**
 * The lazy parts each kind of page the server renders is made of, beyond the app's entry: the one
 * list of them. The server reads it from its build (entry-server.tsx) and adds a
 * `<link rel="modulepreload">` for each part's files (from the build's manifest) to the page, so
 * their code comes with the app's; main.tsx loads them before hydrating (`partsOf`).
 */
export const PAGE_PARTS = {
  home: [HomeSections.file, SiteFooter.file],
  trail: [TrailPage.file, SiteFooter.file],
} as const satisfies Record<string, readonly string[]>;

/** The parts of the page at `pathname` (home or a trail page), whose code the server asked for. */
export function partsOf(pathname: string): readonly LazyPart[] {
  if (pathname === '/') return [HomeSections, SiteFooter];
  if (/^\/routes\/[^/]+\/?$/.test(pathname)) return [TrailPage, SiteFooter];
  return [SiteFooter];
}
