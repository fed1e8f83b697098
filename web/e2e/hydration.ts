import type { Page } from '@playwright/test';

/**
 * Resolves once the app runs the page. The home page and trail pages come from the server with
 * their content already in the HTML (web/src/entry-server.tsx): they show before the app's code
 * has loaded, and until React has hydrated them a tap on a button does nothing. React marks each
 * element it has taken over with its fiber (a `__reactFiber$…` property), so once every element
 * of the page carries one, every handler is attached. Leaflet's own elements never carry one.
 * On a page the browser renders itself (any other page, or the app shell) this holds at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      const isReacts = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
      if (!root?.firstElementChild || !Object.keys(root).some((k) => k.startsWith('__reactContainer$'))) return false;
      return Array.from(root.querySelectorAll('*')).every((el) => isReacts(el) || el.closest('.leaflet-container'));
    },
    undefined,
    { polling: 100 },
  );
}

/** `page.goto(path)`, then waits for the app to run the page (see waitForHydration). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
