import { lazy, type ReactNode } from 'react';

const ChakraScope = lazy(() => import('./chakra-scope'));

/**
 * `children` under Chakra's provider, whose code (Chakra, Emotion, the app's theme) loads when this
 * first renders: for the parts that still use Chakra's components (dialogs, menus, toasts, the
 * admin dashboard, pages other than home and trail). It suspends while the code comes: give it a
 * Suspense boundary above (decision 090).
 */
export function WithChakra({ children }: { children: ReactNode }) {
  return <ChakraScope>{children}</ChakraScope>;
}
