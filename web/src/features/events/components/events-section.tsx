import { lazy, Suspense } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { SectionHeader } from '../../../components/section-header';

// Below the fold: its code loads after the page's first paint, keeping the home page's first download small.
const EventsBody = lazy(() => import('./events-body'));

/** Home events section (#events): province and type filters with counts, upcoming events soonest first. */
export function EventsSection() {
  return (
    <Box as="section" id="events" aria-labelledby="events-title" py={{ base: '12', md: '16' }} px="4" bg="white">
      <Box maxW="7xl" mx="auto" minH="md">
        <SectionHeader
          id="events-title"
          title="Upcoming Events"
          subtitle="Races, marathons and stage events for mountain bikers around South Africa."
        />
        <ErrorBoundary
          label="Events"
          fallback={
            <Text textAlign="center" color="gray.600">
              Events could not be shown. Please reload the page.
            </Text>
          }
        >
          <Suspense fallback={null}>
            <EventsBody />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </Box>
  );
}
