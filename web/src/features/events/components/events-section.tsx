import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarDays, MapPin } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/section-header';
import { formatEventDate } from '../../../lib/dates';
import { db } from '../../../lib/db';

const SHOWN = 6;

/** Upcoming events from the device copy. The filters and full cards arrive in a later issue. */
export function EventsSection() {
  const events = useLiveQuery(async () => {
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = await db.events
      .where('eventDate')
      .aboveOrEqual(today)
      .filter((e) => e.isActive)
      .sortBy('eventDate');
    return upcoming.slice(0, SHOWN);
  }, []);

  return (
    <Box as="section" id="events" aria-labelledby="events-title" py={{ base: '12', md: '16' }} px="4" bg="white">
      <Box maxW="7xl" mx="auto">
        <SectionHeader
          id="events-title"
          title="Upcoming Events"
          subtitle="Races, fun rides and festivals for mountain bikers around the country."
        />
        {events && events.length === 0 && (
          <EmptyState
            icon={<CalendarDays size={40} />}
            title="No events found"
            description="Check back soon for upcoming mountain bike events in your area."
          />
        )}
        {events && events.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {events.map((e) => (
              <Box as="li" key={e.id} p="5" borderRadius="xl" borderWidth="1px" borderColor="gray.200" bg="gray.50">
                <Text fontSize="sm" fontWeight="semibold" color="brand.700">
                  {formatEventDate(e.eventDate)}
                </Text>
                <Text as="h3" fontWeight="bold" fontSize="lg" mt="1" color="gray.900">
                  {e.name}
                </Text>
                <Flex align="center" gap="1" mt="1" fontSize="sm" color="gray.600">
                  <MapPin size={14} aria-hidden="true" />
                  {e.location}, {e.province}
                </Flex>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Box>
  );
}
