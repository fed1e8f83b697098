import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded part of a page, named by its source file as the build's manifest names it. */
export type LazyPart<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { file: string };

/**
 * React.lazy, with the part's source file (relative to web/, the build manifest's key) beside it:
 * the server asks for a rendered page's parts as it sends the page (PAGE_PARTS, below).
 */
export const lazyPart = <P extends object>(file: string, load: () => Promise<{ default: ComponentType<P> }>) =>
  Object.assign(lazy(load), { file }) as LazyPart<P>;

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
 * their code comes with the app's and React hydrates them as soon as it is here (main.tsx).
 */
export const PAGE_PARTS = {
  home: [HomeSections.file, SiteFooter.file],
  trail: [TrailPage.file, SiteFooter.file],
} as const satisfies Record<string, readonly string[]>;
