/** Anchors of the home page sections (spec section 2). */
export type HomeAnchor = 'routes' | 'map' | 'events' | 'news' | 'about';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Smooth-scrolls to a home section (or the top for ''), then moves focus there for keyboard users. */
export function scrollToAnchor(anchor: HomeAnchor | ''): boolean {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  if (anchor === '') {
    window.scrollTo({ top: 0, behavior });
    return true;
  }
  const el = document.getElementById(anchor);
  if (!el) return false;
  el.scrollIntoView({ behavior, block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}
