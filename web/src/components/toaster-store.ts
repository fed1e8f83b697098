import { createToaster } from '@chakra-ui/react';

const store = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  removeDelay: 1_000_000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
  // The bottom edge is a CSS variable the toaster sets per screen size: above the phone's bottom
  // navigation, 1rem from the edge from tablet width up (toaster.tsx).
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: 'var(--toast-offset-bottom, 1rem)' },
});

// One toast at a time, the newest winning. With max 1 the store would queue a
// new toast behind the current one until that one is removed, which the 1,000,000 ms
// remove delay puts ~17 minutes after dismissal; removing the current toast first shows the
// new one at once.
const createQueued = store.create.bind(store);
store.create = (options) => {
  store.remove();
  return createQueued(options);
};

/**
 * The app's single toaster: one toast at a time, 5 s by default, F8 focuses
 * the notification area, removed 1,000,000 ms after dismissal. Use `type: 'error'` for the
 * destructive toasts. The component that renders toasts (toaster.tsx) loads lazily.
 */
export const toaster = store;
