import { useMemo, useState } from 'react';
import { Box, Button, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, CloudOff } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { LabeledSelect } from '../../../components/labeled-select';
import {
  eventTypeOptions,
  hasEventFilters,
  NO_EVENT_FILTERS,
  provinceOptions,
  type EventFilters,
} from '../event-filters';
import { useEvents } from '../hooks/use-events';
import { EventCard } from './event-card';
import { brandOutline } from '../../../config/brand-button';

const grid = { base: 1, md: 2, xl: 3 };
/** Soonest events first; the rest of the year a click away, so the news below stays in reach. */
const EVENTS_SHOWN = 6;

function EventSkeletons() {
  return (
    <SimpleGrid columns={grid} gap="5" aria-busy="true" aria-label="Loading events">
      {Array.from({ length: 3 }, (_, i) => (
        <Stack key={i} p="5" gap="3" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200">
          <Skeleton h="4" w="40%" />
          <Skeleton h="6" w="80%" />
          <Skeleton h="4" w="60%" />
          <Skeleton h="16" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The filters and the list of the events section (loaded after the page's first paint). */
export default function EventsBody() {
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const [visible, setVisible] = useState(EVENTS_SHOWN);
  const { all, shown, unavailable } = useEvents(filters);
  const filtered = hasEventFilters(filters);
  const provinces = useMemo(() => provinceOptions(all ?? [], filters.province), [all, filters.province]);
  const types = useMemo(() => eventTypeOptions(all ?? [], filters.type), [all, filters.type]);
  const choose = (next: EventFilters) => {
    setFilters(next);
    setVisible(EVENTS_SHOWN);
  };
  const set = (key: keyof EventFilters) => (value: string) => choose({ ...filters, [key]: value });
  const selects = [
    { name: 'eventProvince', label: 'Region', value: filters.province, options: provinces, onChange: set('province') },
    { name: 'eventType', label: 'Event Type', value: filters.type, options: types, onChange: set('type') },
  ];

  let list: React.ReactNode;
  if (unavailable) {
    list = (
      <EmptyState
        icon={<CloudOff size={40} />}
        title="Events are not on this device yet"
        description="Connect to the internet once and upcoming events will be saved for riding off-grid."
      />
    );
  } else if (!shown) {
    list = <EventSkeletons />;
  } else if (shown.length === 0) {
    list = (
      <EmptyState
        icon={<CalendarDays size={40} />}
        title="No events found"
        description={
          filtered
            ? 'Try adjusting your filters to see more events.'
            : 'Check back soon for upcoming mountain bike events in your area.'
        }
      >
        {filtered && (
          <Button variant="outline" onClick={() => choose(NO_EVENT_FILTERS)}>
            Show All Events
          </Button>
        )}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <SimpleGrid as="ul" listStyleType="none" columns={grid} gap="5" aria-label="Upcoming events">
          {shown.slice(0, visible).map((e) => (
            <li key={e.id}>
              <EventCard event={e} />
            </li>
          ))}
        </SimpleGrid>
        {visible < shown.length && (
          <Flex justify="center" mt="8">
            <Button size="lg" {...brandOutline} onClick={() => setVisible((v) => v + EVENTS_SHOWN)}>
              Show More Events
            </Button>
          </Flex>
        )}
      </>
    );
  }

  return (
    <>
      <Box
        as="form"
        aria-label="Event filters"
        onSubmit={(e) => e.preventDefault()}
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="4"
        maxW="2xl"
        mx="auto"
        mb="8"
      >
        {selects.map((s) => (
          <LabeledSelect key={s.name} {...s} />
        ))}
      </Box>
      <Text role="status" textAlign="center" fontSize="sm" color="gray.600" mt="-4" mb="6" minH="5">
        {shown && shown.length > 0 && `Showing ${Math.min(visible, shown.length)} of ${shown.length} upcoming events`}
      </Text>
      {list}
    </>
  );
}
