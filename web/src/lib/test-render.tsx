import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { appSystem } from '../config/theme';
import { createQueryClient } from './query/query-client';

/**
 * For component and hook tests only (never imported by the app): a fresh QueryClient with the
 * app's defaults, retrying at once instead of after a back-off, and a wrapper that provides it
 * (and Chakra, for components).
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

export function providers(client: QueryClient = testQueryClient()) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <ChakraProvider value={appSystem}>{children}</ChakraProvider>
      </QueryClientProvider>
    );
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Sets navigator.onLine and tells the page, as the browser does when the connection changes. */
export function setOnline(network: { online: boolean }, online: boolean): void {
  network.online = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
