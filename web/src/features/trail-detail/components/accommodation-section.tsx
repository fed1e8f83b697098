import type { ReactNode } from 'react';
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { BedDouble } from 'lucide-react';
import type { AccommodationInfo } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="gray.600">
        {label}
      </Text>
      <Box color="gray.800">{children}</Box>
    </Box>
  );
}

/** The #accommodation anchor (linked from cards and shared links; smooth-scrolled to). */
export function AccommodationSection({ info }: { info: AccommodationInfo | null }) {
  const available = info?.available === true;
  return (
    <ContentCard id="accommodation" title="Accommodation" icon={<BedDouble size={22} />}>
      {!info || !available ? (
        <Text color="gray.600">
          {info?.description ||
            'No accommodation is listed for this trail. Check nearby towns for guesthouses and campsites.'}
        </Text>
      ) : (
        <Stack gap="4">
          <Flex gap="2" wrap="wrap">
            <Badge bg={info.onSite ? 'brand.700' : 'gray.600'} color="white" px="2.5" borderRadius="full">
              {info.onSite ? 'On site' : 'Nearby'}
            </Badge>
            {info.types.map((t) => (
              <Badge key={t} bg="gray.100" color="gray.800" px="2.5" borderRadius="full">
                {t}
              </Badge>
            ))}
          </Flex>
          {info.description && <Text color="gray.700">{info.description}</Text>}
          {info.capacity && <Fact label="Capacity">{info.capacity}</Fact>}
          {info.priceRange && <Fact label="Price range">{info.priceRange}</Fact>}
          {info.amenities.length > 0 && (
            <Fact label="Amenities">
              <Box as="ul" ps="5" listStyleType="disc">
                {info.amenities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </Box>
            </Fact>
          )}
          {info.bookingInfo && <Fact label="Booking">{info.bookingInfo}</Fact>}
        </Stack>
      )}
    </ContentCard>
  );
}
