import { createToaster } from '@chakra-ui/react';

/**
 * The app's single toaster (spec section 9): one toast at a time, 5 s by default, F8 focuses
 * the notification area, removed 1,000,000 ms after dismissal. Use `type: 'error'` for the
 * spec's destructive toasts. The component that renders toasts (toaster.tsx) loads lazily.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  removeDelay: 1_000_000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
