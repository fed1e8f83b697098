import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48rem): from tablet width up the full layouts show. */
export const TABLET_UP = '(min-width: 48em)';

const query = (q: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(q) : null);

/**
 * Whether a media query matches, following changes (rotation, resizing). Used where a phone
 * and a tablet get different markup, not just different styles: rendering both and hiding one
 * would double the DOM of 80 trail cards.
 */
export function useMediaQuery(q: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = query(q);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => query(q)?.matches ?? false,
    () => false,
  );
}
