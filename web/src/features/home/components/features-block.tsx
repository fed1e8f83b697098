import type { ReactNode } from 'react';
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Heart, Map, MapPinned, WifiOff } from 'lucide-react';
import { SectionHeader } from '../../../components/section-header';

const FEATURES = [
  {
    icon: <MapPinned />,
    title: 'All Nine Provinces',
    text: 'From the Cape winelands to the Limpopo bushveld, every trail in one directory.',
  },
  {
    icon: <Map />,
    title: 'Interactive Map',
    text: 'See trailheads on the map and filter by difficulty, distance and facilities.',
  },
  {
    icon: <WifiOff />,
    title: 'Works Off-Grid',
    text: 'Trails are saved on your device, so they are there at the trailhead without signal.',
  },
  {
    icon: <Heart />,
    title: 'Your Favourites',
    text: 'Keep a shortlist of trails to ride, stored privately on this device.',
  },
];

/** Why ride with us, plus the featured videos block. */
export function FeaturesBlock({ videos }: { videos: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="features-title" py={{ base: '12', md: '16' }} px="4">
      <Box maxW="7xl" mx="auto">
        <SectionHeader
          id="features-title"
          title="Everything You Need to Ride"
          subtitle="Plan your next ride with trail details, maps and videos from the South African MTB community."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" mb={{ base: '10', md: '14' }}>
          {FEATURES.map((f) => (
            <Box key={f.title} bg="white" p="5" borderRadius="xl" borderWidth="1px" borderColor="gray.200">
              <Flex
                w="11"
                h="11"
                borderRadius="lg"
                bg="brand.700"
                color="white"
                align="center"
                justify="center"
                aria-hidden="true"
              >
                {f.icon}
              </Flex>
              <Heading as="h3" size="md" mt="4">
                {f.title}
              </Heading>
              <Text mt="1.5" fontSize="sm" color="gray.600">
                {f.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        {videos}
      </Box>
    </Box>
  );
}
