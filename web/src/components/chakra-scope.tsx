import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { appSystem } from '../config/theme';
import { createStyleCache } from '../lib/style-cache';

/**
 * The page's one Emotion cache in the browser: it takes the server's `<style data-emotion>` tags
 * as its own (lib/style-cache.ts). On the server, entry-server.tsx gives its own cache above the
 * app, and Emotion's extraction reads that one.
 */
const browserCache = typeof document === 'undefined' ? undefined : createStyleCache();

/**
 * Where Chakra's components are used: its provider (the app's system, made when this module first
 * loads) and, in the browser, Emotion's cache. The layout and the home page use none of them and
 * draw without this code (decision 090); a page or part that does is wrapped in this, or in
 * `WithChakra` (components/with-chakra.tsx), which loads it lazily.
 */
export default function ChakraScope({ children }: { children: ReactNode }) {
  const scoped = <ChakraProvider value={appSystem}>{children}</ChakraProvider>;
  return browserCache ? <CacheProvider value={browserCache}>{scoped}</CacheProvider> : scoped;
}
