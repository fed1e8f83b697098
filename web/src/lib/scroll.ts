/** Anchors of the home page sections. */
export type HomeAnchor = 'routes' | 'map' | 'events' | 'news' | 'about';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long a jump keeps its target in place while lazy sections, maps and pictures load. */
const HOLD_MS = 4000;
let releaseHold: (() => void) | null = null;

/**
 * Scrolls to `top()` now and again whenever the page's height changes, until the rider touches
 * the page or HOLD_MS pass. Content that arrives late above the target (the lazy home sections,
 * events and news from the network, the map) would otherwise push the target away: that is
 * how a menu link used to overshoot by ~300 px or land ~500 px short.
 */
export function holdScroll(top: () => number | null, smoothFirst = false): void {
  releaseHold?.();
  const go = (behavior: ScrollBehavior) => {
    const y = top();
    if (y !== null) window.scrollTo({ top: Math.max(0, y), behavior });
  };
  go(smoothFirst && !prefersReducedMotion() ? 'smooth' : 'auto');
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => go('auto'));
  observer.observe(document.body);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, release);
    if (releaseHold === release) releaseHold = null;
  };
  const timer = setTimeout(release, HOLD_MS);
  for (const e of events) window.addEventListener(e, release, { passive: true });
  releaseHold = release;
}

/** The page offset that puts `el` at its scroll-margin-top below the viewport's top edge. */
export function anchorTop(el: Element): number {
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  return el.getBoundingClientRect().top + window.scrollY - margin;
}

/**
 * Scrolls to an in-page section (or the top for '') so that its heading (`#<id>-title` when
 * there is one) lands just below the sticky header, then moves focus there for keyboard users.
 */
export function scrollToAnchor(anchor: HomeAnchor | string | ''): boolean {
  if (anchor === '') {
    holdScroll(() => 0, true);
    return true;
  }
  const el = document.getElementById(anchor);
  if (!el) return false;
  // Looked up on every step: a lazy section's heading appears only once its code has loaded.
  holdScroll(() => {
    const target = document.getElementById(`${anchor}-title`) ?? document.getElementById(anchor);
    return target ? anchorTop(target) : null;
  }, true);
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}
