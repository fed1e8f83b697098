import { useSyncExternalStore } from 'react';
import { usePageSeed } from './page-seed';

/** Chakra's `md` breakpoint (48rem): from tablet width up the full layouts show. */
export const TABLET_UP = '(min-width: 48em)';

const query = (q: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(q) : null);

/**
 * Whether a media query matches, following changes (rotation, resizing). Used where a phone
 * and a tablet get different markup, not just different styles: rendering both and hiding one
 * would double the DOM of 80 trail cards.
 */
export function useMediaQuery(q: string): boolean {
  // On the server and while hydrating: the layout the server guessed (every query the app asks
  // is a min-width of at most 62em, so a desktop matches them all, a phone none).
  const wide = usePageSeed().wide === true;
  return useSyncExternalStore(
    (notify) => {
      const list = query(q);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => query(q)?.matches ?? false,
    () => wide && q.includes('min-width'),
  );
}
