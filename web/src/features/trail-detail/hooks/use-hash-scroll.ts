import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Smooth-scrolls to the element named by the URL hash (e.g. #accommodation) once `ready`. */
export function useHashScroll(anchor: string, ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${anchor}`) return;
    const frame = requestAnimationFrame(() => {
      document
        .getElementById(anchor)
        ?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor, hash, ready]);
}
