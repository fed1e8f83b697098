import { createContext, useContext, type ReactNode } from 'react';
import type { PageSeed } from '@trailfinder/shared-types';

/**
 * What the server rendered a page from (the catalogue snapshot): the home page's trails or one
 * trail, and its settings. The server puts it in the page as JSON beside the HTML it rendered, and
 * the app's first render reads the same data, so hydration finds the same markup and the page does
 * not flash. Once IndexedDB holds the catalogue (after the first sync), the device copy takes over.
 */
export type { PageSeed };

export const SEED_ELEMENT_ID = 'page-seed';

const SeedContext = createContext<PageSeed>({});

export function PageSeedProvider({ seed, children }: { seed: PageSeed; children: ReactNode }) {
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
}

export function usePageSeed(): PageSeed {
  return useContext(SeedContext);
}

/** Whether the server rendered this page (it then came with its trails or its trail). */
export function isServerRendered(seed: PageSeed): boolean {
  return seed.trails !== undefined || seed.trail !== undefined;
}

/** The seed the server put in this page (`<script type="application/json" id="page-seed">`). */
export function readPageSeed(doc: Document = document): PageSeed {
  const text = doc.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const seed = JSON.parse(text) as PageSeed;
    return seed && typeof seed === 'object' ? seed : {};
  } catch {
    return {};
  }
}
