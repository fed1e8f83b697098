import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { NewsMode } from '../news-view';
import { NewsHeader } from './news-header';

// Below the fold: its code and its requests wait until the rider scrolls near it.
const NewsBody = lazy(() => import('./news-body'));

/** Home news section (#news): personalised or latest mountain-bike news. */
export function NewsSection() {
  const ref = useRef<HTMLElement>(null);
  // A link straight to #news needs it at once, not after the page has scrolled there.
  const near = useNearViewport(ref, '600px', '#news');
  const [mode, setMode] = useState<NewsMode>('personalized');
  return (
    <Box as="section" ref={ref} id="news" aria-labelledby="news-title" py={{ base: '12', md: '16' }} px="4">
      <Box maxW="7xl" mx="auto" minH="lg">
        <NewsHeader mode={mode} onChange={setMode} />
        <ErrorBoundary
          label="News"
          fallback={
            <Text textAlign="center" color="gray.600">
              News could not be shown. Please reload the page.
            </Text>
          }
        >
          <Suspense fallback={null}>{near && <NewsBody mode={mode} />}</Suspense>
        </ErrorBoundary>
      </Box>
    </Box>
  );
}
