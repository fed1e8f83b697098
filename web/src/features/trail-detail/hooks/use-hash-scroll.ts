import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from '../../../lib/scroll';

/** Scrolls to the trail page section named by the URL hash (e.g. #accommodation) once `ready`. */
export function useHashScroll(anchors: readonly string[], ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const anchor = hash.slice(1);
    if (!ready || !anchors.includes(anchor)) return;
    const frame = requestAnimationFrame(() => scrollToAnchor(anchor));
    return () => cancelAnimationFrame(frame);
  }, [anchors, hash, ready]);
}
