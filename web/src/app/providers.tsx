import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../config/theme';
import { startBackgroundSync } from '../lib/sync-engine';

const Toaster = lazy(() => import('../components/toaster'));

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => startBackgroundSync(), []);
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
