import { Suspense } from 'react';
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteAnalytics } from '../../features/analytics/components/site-analytics';
import { ConsentPrompt } from '../../features/consent/components/consent-prompt';
import { OfflineBanner } from '../../features/pwa/components/offline-banner';
import { UpdatePrompt } from '../../features/pwa/components/update-prompt';
import { BottomNav } from './bottom-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

function PageLoading() {
  return (
    <Flex minH="60vh" align="center" justify="center" role="status" aria-label="Loading page">
      <Spinner size="xl" color="brand.700" />
    </Flex>
  );
}

export function AppLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <ConsentPrompt />
      <SiteAnalytics />
      <SiteHeader />
      <OfflineBanner />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <BottomNav />
      <UpdatePrompt />
      <ScrollRestoration />
    </Flex>
  );
}
