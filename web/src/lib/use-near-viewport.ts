import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on), or at once when
 * the page was opened at `hash` (a link straight to the section). Below-the-fold sections use it
 * to wait with their requests, so they do not compete with the first sync. False in the first
 * render, on the server too, so a server-rendered page hydrates without a mismatch.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px', hash?: string): boolean {
  const [near, setNear] = useState(false);
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
