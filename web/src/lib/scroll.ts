/** Anchors of the home page sections. */
export type HomeAnchor = 'routes' | 'map' | 'events' | 'news' | 'about';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What a rider does to take the scroll over: a jump then leaves the page where they put it. */
const RIDER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Drops the correction a jump still waits to make at its scroll's end (a newer jump replaces it). */
let cancelSettle: (() => void) | null = null;

/**
 * Scrolls `target()` to the top of the screen, below the sticky bars (the page's
 * `scroll-padding-top`, config/global-styles.ts), smoothly unless the rider prefers less motion.
 * Once there, the browser's scroll anchoring keeps the target in place while content above it
 * changes (lazy sections, events and news from the network, the map): the scroll padding makes
 * the target's region the one it anchors to. A smooth scroll aims at where the target was when it
 * started, so when it ends the target is put in place once more, unless the rider has taken the
 * scroll over by then.
 */
function scrollToTarget(target: () => Element | null): void {
  const el = target();
  if (!el) return;
  cancelSettle?.();
  const smooth = !prefersReducedMotion();
  el.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'instant' });
  if (!smooth || !('onscrollend' in window)) return;
  const done = () => {
    window.removeEventListener('scrollend', settle);
    for (const e of RIDER_INPUT) window.removeEventListener(e, done);
    if (cancelSettle === done) cancelSettle = null;
  };
  cancelSettle = done;
  const settle = () => {
    done();
    target()?.scrollIntoView({ block: 'start', behavior: 'instant' });
  };
  window.addEventListener('scrollend', settle);
  for (const e of RIDER_INPUT) window.addEventListener(e, done, { passive: true });
}

/**
 * Scrolls to an in-page section (or the top for '') so that its heading (`#<id>-title` when
 * there is one) lands just below the sticky header, then moves focus there for keyboard users.
 */
export function scrollToAnchor(anchor: HomeAnchor | string | ''): boolean {
  if (anchor === '') {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    return true;
  }
  const el = document.getElementById(anchor);
  if (!el) return false;
  scrollToTarget(() => document.getElementById(`${anchor}-title`) ?? document.getElementById(anchor));
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}
