import type { ReactNode } from 'react';
import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Heart, Map as MapIcon, Route as RouteIcon } from 'lucide-react';
import type { FavoritesSummary } from '../favorites-summary';
import { cardSurface } from '../../../config/card-surface';

function SummaryCard({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Flex {...cardSurface} p="5" gap="4" align="center" boxShadow="xs">
      <Flex
        w="12"
        h="12"
        borderRadius="xl"
        bg="brand.50"
        color="brand.700"
        align="center"
        justify="center"
        aria-hidden="true"
      >
        {icon}
      </Flex>
      <Box>
        <Text fontSize="2xl" fontWeight="bold" color="gray.900" lineHeight="short">
          {value}
        </Text>
        <Text fontSize="sm" color="gray.600">
          {label}
        </Text>
      </Box>
    </Flex>
  );
}

export function FavoritesSummaryCards({ summary }: { summary: FavoritesSummary }) {
  return (
    <SimpleGrid as="section" aria-label="Favourites summary" columns={{ base: 1, sm: 3 }} gap="4">
      <SummaryCard
        icon={<Heart size={22} />}
        value={String(summary.count)}
        label={summary.count === 1 ? 'Favorite Trail' : 'Favorite Trails'}
      />
      <SummaryCard icon={<RouteIcon size={22} />} value={`${summary.totalKm} km`} label="Total Distance" />
      <SummaryCard
        icon={<MapIcon size={22} />}
        value={String(summary.provinces)}
        label={summary.provinces === 1 ? 'Province' : 'Provinces'}
      />
    </SimpleGrid>
  );
}
