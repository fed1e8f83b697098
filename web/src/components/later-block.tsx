import { Suspense, type ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { offscreen } from '../lib/offscreen';

/**
 * A block below the first screen: laid out and painted as it comes near it, `height` kept for it
 * meanwhile (offscreen.ts), and, on a page the server rendered, taken over by the app as a part
 * of its own: React hydrates each Suspense boundary in a render and commit of its own, after the
 * rest of the page, instead of the whole page in one commit (decision 042). Nothing inside
 * suspends on a page the browser renders itself, so there the boundary changes nothing.
 */
/**
 * A part of a server-rendered page that the app takes over on its own: React hydrates each
 * Suspense boundary in a render and commit of its own, so the page's is several short tasks rather
 * than one long one (decision 042). Nothing inside suspends once the page's code is loaded.
 */
export function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function LaterBlock({ height, children, ...box }: BoxProps & { height: string; children: ReactNode }) {
  return (
    <Box {...box} {...offscreen(height)}>
      <Part>{children}</Part>
    </Box>
  );
}
