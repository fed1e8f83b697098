import { useEffect, useState, type RefObject } from 'react';
import { isServerRendered, usePageSeed } from './page-seed';

/**
 * True once the element comes within `margin` of the viewport (and from then on), or at once when
 * the page was opened at `hash` (a link straight to the section). Below-the-fold sections use it
 * to wait with their requests, so they do not compete with the first sync. False in the first
 * render of a page the server rendered (on the server too), so it hydrates without a mismatch; a
 * page the browser renders itself starts at once for a link straight to the section.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px', hash?: string): boolean {
  const serverRendered = isServerRendered(usePageSeed());
  const [near, setNear] = useState(
    () => !serverRendered && hash !== undefined && typeof window !== 'undefined' && window.location.hash === hash,
  );
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (hash && window.location.hash === hash) {
      setNear(true);
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near, hash]);
  return near;
}
