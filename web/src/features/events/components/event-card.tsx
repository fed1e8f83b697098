import { memo } from 'react';
import { Badge, Box, chakra, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { CalendarDays, ExternalLink, MapPin } from 'lucide-react';
import { RACE_TYPE_LABELS } from '@trailfinder/shared-types/rules';
import type { Event } from '@trailfinder/shared-types';
import { formatEventDate, relativeEventTime } from '../event-dates';
import { safeExternalUrl } from '../../../lib/safe-url';
import { listCard } from '../../../config/card-surface';

const DIFFICULTY_STYLES: Record<Event['difficulty'], { bg: string; color: string }> = {
  beginner: { bg: 'green.100', color: 'green.800' },
  intermediate: { bg: 'blue.100', color: 'blue.800' },
  advanced: { bg: 'orange.100', color: 'orange.800' },
  expert: { bg: 'red.100', color: 'red.800' },
};

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** 'Jan 18, 2027' and 'in 2 months'; an unreadable date is logged and shown as to be confirmed. */
function eventWhen(iso: string): { date: string; relative: string } {
  try {
    return { date: formatEventDate(iso), relative: relativeEventTime(iso) };
  } catch (err) {
    console.warn('Could not show an event date', iso, err);
    return { date: 'Date to be confirmed', relative: '' };
  }
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Box>
      <chakra.dt fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase" letterSpacing="wide">
        {label}
      </chakra.dt>
      <chakra.dd fontSize="sm" color="gray.800">
        {value}
      </chakra.dd>
    </Box>
  );
}

export const EventCard = memo(function EventCard({ event }: { event: Event }) {
  const { date, relative } = eventWhen(event.eventDate);
  const registration = safeExternalUrl(event.registrationUrl);
  const difficulty = DIFFICULTY_STYLES[event.difficulty] ?? { bg: 'gray.100', color: 'gray.800' };
  const titleId = `event-${event.id}-title`;
  return (
    <Flex as="article" aria-labelledby={titleId} data-testid="event-card" {...listCard} boxShadow="sm">
      <HStack gap="2" color="brand.800" fontSize="sm" fontWeight="semibold" flexWrap="wrap">
        <CalendarDays size={16} aria-hidden="true" />
        <chakra.time dateTime={event.eventDate}>{date}</chakra.time>
        {relative && (
          <Text as="span" color="gray.600" fontWeight="medium">
            · {relative}
          </Text>
        )}
      </HStack>
      <Box>
        <Heading as="h3" size="lg" id={titleId} lineHeight="short" color="gray.900">
          {event.name}
        </Heading>
        <HStack gap="1" mt="1" color="gray.600" fontSize="sm">
          <MapPin size={14} aria-hidden="true" />
          <Text>
            {event.location}, {event.province}
          </Text>
        </HStack>
      </Box>
      <Flex gap="2" wrap="wrap">
        <Badge bg="brand.50" color="brand.800" borderRadius="full" px="2.5">
          {event.eventType}
        </Badge>
        <Badge bg="gray.100" color="gray.800" borderRadius="full" px="2.5">
          {RACE_TYPE_LABELS[event.raceType] ?? capitalise(event.raceType)}
        </Badge>
        <Badge bg={difficulty.bg} color={difficulty.color} borderRadius="full" px="2.5">
          {capitalise(event.difficulty)}
        </Badge>
      </Flex>
      {event.description && (
        <Text fontSize="sm" color="gray.700" lineClamp={3}>
          {event.description}
        </Text>
      )}
      <chakra.dl display="grid" gridTemplateColumns="1fr 1fr" gap="3" mt="auto">
        <Fact label="Distance" value={event.distance} />
        <Fact label="Entry fee" value={event.entryFee} />
      </chakra.dl>
      {registration && (
        <Link
          href={registration}
          target="_blank"
          rel="noopener noreferrer"
          alignSelf="flex-start"
          color="brand.700"
          fontWeight="semibold"
          fontSize="sm"
          display="inline-flex"
          alignItems="center"
          minH="44px"
          gap="1.5"
        >
          Register
          <Text as="span" srOnly>
            for {event.name} (opens in a new tab)
          </Text>
          <ExternalLink size={14} aria-hidden="true" />
        </Link>
      )}
    </Flex>
  );
});
