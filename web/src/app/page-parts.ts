import { createElement, type ComponentType } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload';

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
  const { Component: Lazy, preload, loaded } = lazyWithPreload(importPart);
  function Part(props: P) {
    return createElement(loaded() ?? Lazy, props);
  }
  Part.displayName = `Part(${file})`;
  return Object.assign(Part, { file, load: preload });
}

/** The home page below its first screen (map, filters, trail list, events, news, about). */
export const HomeSections = lazyPart('src/app/routes/home-sections.tsx', () => import('./routes/home-sections'));
/** A trail's page. */
export const TrailPage = lazyPart('src/app/routes/trail-page.tsx', () => import('./routes/trail-page'));
/** Below every page's content. */
export const SiteFooter = lazyPart<object>('src/app/layout/site-footer.tsx', () =>
  import('./layout/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/** The lazy parts of each kind of page the server renders, beyond the app's entry: the one list of them. */
const PARTS = {
  home: [HomeSections, SiteFooter],
  trail: [TrailPage, SiteFooter],
} as const satisfies Record<string, readonly Pick<LazyPart, 'file' | 'load'>[]>;

/**
 * Their source files. The server reads this from its build (entry-server.tsx) and adds a
 * `<link rel="modulepreload">` for each part's files (from the build's manifest) to the page, so
 * their code comes with the app's; main.tsx loads them before hydrating (`partsOf`).
 */
export const PAGE_PARTS = {
  home: PARTS.home.map((p) => p.file),
  trail: PARTS.trail.map((p) => p.file),
} satisfies Record<keyof typeof PARTS, readonly string[]>;

/** The parts of the page at `pathname` (home or a trail page), whose code the server asked for. */
export function partsOf(pathname: string): readonly Pick<LazyPart, 'file' | 'load'>[] {
  if (pathname === '/') return PARTS.home;
  if (/^\/routes\/[^/]+\/?$/.test(pathname)) return PARTS.trail;
  return [SiteFooter];
}
