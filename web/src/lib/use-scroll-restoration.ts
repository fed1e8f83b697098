import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where the rider was on a page: the offset, and the element then near the top of the screen
 * (a trail card, a section: an element the page draws again with the same id or label) with
 * where it was on the screen.
 */
interface Position {
  y: number;
  anchor: string | null;
  top: number;
}

/** Positions per history entry, so Back returns to where the rider was. */
const positions = new Map<string, Position>();
let currentKey = '';

/** The element near the top of the screen, as a selector that finds it again once drawn anew. */
function anchorNearTop(): { anchor: string; top: number } | null {
  const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 3);
  const el = hit?.closest('main [aria-labelledby], main [id]');
  if (!el) return null;
  const labelledBy = el.getAttribute('aria-labelledby');
  const anchor = el.id ? `#${CSS.escape(el.id)}` : `[aria-labelledby="${CSS.escape(labelledBy!)}"]`;
  return { anchor, top: el.getBoundingClientRect().top };
}

function remember(): void {
  if (currentKey) positions.set(currentKey, { y: window.scrollY, anchor: null, top: 0, ...anchorNearTop() });
}

let stopRestoring: (() => void) | null = null;

/**
 * Returns to `saved` once, as soon as the page is long enough: its anchor back where it was on
 * the screen (blocks above it may not have their final height yet: the offset alone would land
 * elsewhere), or the offset when the anchor is not drawn. The page draws its content again in
 * its first render (the trails it showed are kept in memory); a block still on its way can leave
 * it short for a moment. After that the browser keeps what the rider sees in place (scroll
 * anchoring) as anything above it changes. The rider scrolling first, or the next navigation,
 * cancels it.
 */
function restore(saved: Position): void {
  stopRestoring?.();
  const root = document.documentElement;
  const target = () => {
    const el = saved.anchor ? document.querySelector(saved.anchor) : null;
    return el ? el.getBoundingClientRect().top + window.scrollY - saved.top : saved.y;
  };
  const reachable = () => root.scrollHeight - window.innerHeight >= target();
  if (reachable() || typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, target());
    return;
  }
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    stop();
    window.scrollTo(0, target());
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
