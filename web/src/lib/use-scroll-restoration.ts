import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { holdScroll } from './scroll';

/** Scroll positions per history entry, so Back returns to where the rider was. */
const positions = new Map<string, number>();
let currentKey = '';

function remember(): void {
  if (currentKey) positions.set(currentKey, window.scrollY);
}

/** Called before the first render: the browser must not restore an old position on reload. */
export function takeOverScrollRestoration(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
}

/**
 * A new page (and a reload) starts at the top; Back and Forward return to the position the page
 * was left at, held while its content loads. A link with a #section scrolls itself (the page's
 * own hook), and a change of the query string on the same page (a filter) keeps the position.
 */
export function useScrollRestoration(): void {
  const { key, hash, pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    takeOverScrollRestoration();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', remember);
    };
  }, []);

  useLayoutEffect(() => {
    // The page the visit opened on is where the browser put it: at the top (the head script turns
    // the browser's own restoring off), or wherever the rider scrolled a server-rendered page to
    // before the app started.
    const opening = lastPath.current === null;
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    currentKey = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) holdScroll(() => saved);
    else if (!hash && !samePage && !opening) window.scrollTo(0, 0);
  }, [key, hash, pathname, navigationType]);
}
