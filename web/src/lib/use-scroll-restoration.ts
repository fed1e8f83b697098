import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions per history entry, so Back returns to where the rider was. */
const positions = new Map<string, number>();
let currentKey = '';

function remember(): void {
  if (currentKey) positions.set(currentKey, window.scrollY);
}

let stopRestoring: (() => void) | null = null;

/**
 * Scrolls to `y` once, as soon as the page is long enough to reach it: the page drew its content
 * again in its first render (the trails it showed are kept in memory), but a block still on its
 * way can leave it short for a moment. After that the browser keeps what the rider sees in place
 * (scroll anchoring) as anything above it changes. The rider scrolling first, or the next
 * navigation, cancels it.
 */
function restore(y: number): void {
  stopRestoring?.();
  const root = document.documentElement;
  const reachable = () => root.scrollHeight - window.innerHeight >= y;
  if (reachable() || typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, y);
    return;
  }
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    stop();
    window.scrollTo(0, y);
  });
  const stop = () => {
    observer.disconnect();
    for (const e of events) window.removeEventListener(e, stop);
    if (stopRestoring === stop) stopRestoring = null;
  };
  observer.observe(document.body);
  for (const e of events) window.addEventListener(e, stop, { passive: true });
  stopRestoring = stop;
}

/** Called before the first render: the browser must not restore an old position on reload. */
export function takeOverScrollRestoration(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
}

/**
 * A new page (and a reload) starts at the top; Back and Forward return to the position the page
 * was left at. A link with a #section scrolls itself (the page's
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
    if (saved !== undefined) restore(saved);
    else if (!samePage) stopRestoring?.();
    if (saved === undefined && !hash && !samePage && !opening) window.scrollTo(0, 0);
  }, [key, hash, pathname, navigationType]);
}
