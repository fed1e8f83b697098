import type { ReactNode } from 'react';
import { Box, Flex, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Route as RouteIcon, Star, TrendingUp } from 'lucide-react';
import { useFirstSync } from '../../../lib/use-first-sync';
import { useLocalStats } from '../hooks/use-local-stats';

function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align="center"
      textAlign={{ base: 'center', md: 'left' }}
      gap={{ base: '1', md: '4' }}
      bg="white"
      borderRadius="xl"
      px={{ base: '2', md: '5' }}
      py={{ base: '3', md: '5' }}
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="sm"
    >
      <Flex
        display={{ base: 'none', md: 'flex' }}
        align="center"
        justify="center"
        w="12"
        h="12"
        borderRadius="full"
        bg="brand.50"
        color="brand.700"
        flexShrink={0}
        aria-hidden="true"
      >
        {icon}
      </Flex>
      <Flex direction="column" align={{ base: 'center', md: 'flex-start' }} minW="0">
        {value === null ? (
          <Skeleton h={{ base: '6', md: '8' }} w={{ base: '16', md: '24' }} mb="1" />
        ) : (
          <Text
            fontSize={{ base: 'xl', md: '3xl' }}
            fontWeight="bold"
            color="gray.900"
            lineHeight="1.1"
            whiteSpace="nowrap"
          >
            {value}
          </Text>
        )}
        <Text fontSize={{ base: 'xs', md: 'sm' }} color="gray.600" fontWeight="medium">
          {label}
        </Text>
      </Flex>
    </Flex>
  );
}

/**
 * Whole kilometres grouped as en-ZA writes them ('1 867', a no-break space): by hand, because
 * the first Intl formatter a page makes loads locale data, and this strip renders on every home.
 */
const groupedKm = (km: number) =>
  Math.round(km)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** Total Routes, Total Distance and Average Rating, with skeletons until data is there. */
export function StatsStrip() {
  const stats = useLocalStats();
  const { pending, failed } = useFirstSync();
  const ready = stats !== undefined && (stats.totalRoutes > 0 || !pending);
  const show = (text: string) => (ready ? text : failed ? '–' : null);
  return (
    <Box
      as="section"
      aria-label="Trail statistics"
      px="4"
      mt={{ base: '-10', md: '-12' }}
      position="relative"
      zIndex="1"
    >
      <SimpleGrid columns={3} gap={{ base: '2', md: '5' }} maxW="5xl" mx="auto">
        <StatTile icon={<RouteIcon />} label="Total Routes" value={show(String(stats?.totalRoutes ?? 0))} />
        <StatTile
          icon={<TrendingUp />}
          label="Total Distance"
          value={show(`${groupedKm(stats?.totalDistance ?? 0)} km`)}
        />
        <StatTile icon={<Star />} label="Average Rating" value={show((stats?.averageRating ?? 0).toFixed(1))} />
      </SimpleGrid>
    </Box>
  );
}
