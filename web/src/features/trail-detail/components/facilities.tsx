import { Badge, Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { Facilities as FacilityFlags } from '@trailfinder/shared-types';
import { availableFacilities, facilityLabel } from '../trail-facts';
import { FACILITY_ICONS } from './facility-icons';

interface Props {
  facilities: Partial<FacilityFlags> | null | undefined;
}

/** The compact form: one icon per facility (labelled), or 'No facilities available'. */
export function FacilitiesCompact({ facilities }: Props) {
  const keys = availableFacilities(facilities);
  if (keys.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600">
        No facilities available
      </Text>
    );
  }
  return (
    <HStack as="ul" aria-label="Facilities" listStyleType="none" gap="2" flexWrap="wrap">
      {keys.map((key) => {
        const Icon = FACILITY_ICONS[key];
        return (
          <Box
            as="li"
            key={key}
            title={facilityLabel(key)}
            display="flex"
            alignItems="center"
            justifyContent="center"
            w="9"
            h="9"
            borderRadius="full"
            bg="brand.50"
            color="brand.800"
            borderWidth="1px"
            borderColor="brand.200"
          >
            <Icon size={18} aria-hidden="true" />
            <Text as="span" srOnly>
              {facilityLabel(key)}
            </Text>
          </Box>
        );
      })}
    </HStack>
  );
}

/** The grid form headed 'Available Facilities', or 'No facilities information available'. */
export function FacilitiesGrid({ facilities }: Props) {
  const keys = availableFacilities(facilities);
  if (keys.length === 0) return <Text color="gray.600">No facilities information available</Text>;
  return (
    <Box>
      <Text as="h3" fontWeight="semibold" color="gray.800" mb="3">
        Available Facilities
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3 }} gap="2.5">
        {keys.map((key) => {
          const Icon = FACILITY_ICONS[key];
          return (
            <li key={key}>
              <Badge
                w="full"
                justifyContent="flex-start"
                gap="2"
                px="3"
                py="2"
                borderRadius="lg"
                bg="gray.50"
                color="gray.800"
                borderWidth="1px"
                borderColor="gray.200"
                fontSize="sm"
                fontWeight="medium"
                textTransform="none"
              >
                <Box color="brand.700" display="flex" aria-hidden="true">
                  <Icon size={16} />
                </Box>
                {facilityLabel(key)}
              </Badge>
            </li>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
