import type { ReactNode } from 'react';
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CloudRain, Compass, Droplets, Wind } from 'lucide-react';
import type { WeatherResponse } from '@trailfinder/shared-types';
import { rainWarning, windDirectionText } from '../weather-display';
import { RainWarning } from './rain-warning';

function Reading({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap="2.5" align="center" p="3" borderRadius="lg" bg="gray.50">
      <Box color="brand.700" aria-hidden="true">
        {icon}
      </Box>
      <Box minW="0">
        <Text fontSize="xs" color="gray.600">
          {label}
        </Text>
        <Text fontWeight="semibold" color="gray.900">
          {children}
        </Text>
      </Box>
    </Flex>
  );
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n) : '—');

/** Temperature, description, humidity, wind, precipitation, rain warning and recommendation. */
export function CurrentWeather({ routeId, data }: { routeId: number; data: WeatherResponse }) {
  const w = data.weather;
  return (
    <Stack gap="4">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" color="gray.900">
          {round(w.temperature)}°C
        </Text>
        <Text fontSize="lg" color="gray.700">
          {w.description}
        </Text>
      </Flex>
      {rainWarning(w, routeId) && <RainWarning />}
      <SimpleGrid columns={2} gap="2.5">
        <Reading icon={<Droplets size={18} />} label="Humidity">
          {round(w.humidity)}%
        </Reading>
        <Reading icon={<CloudRain size={18} />} label="Precipitation">
          {Number.isFinite(w.precipitation) ? w.precipitation.toFixed(1) : '—'} mm
        </Reading>
        <Reading icon={<Wind size={18} />} label="Wind speed">
          {round(w.windSpeed)} km/h
        </Reading>
        <Reading icon={<Compass size={18} />} label="Wind direction">
          {windDirectionText(w.windDirection)}
        </Reading>
      </SimpleGrid>
      {data.recommendation && (
        <Text
          color="gray.800"
          bg="brand.50"
          borderRadius="lg"
          p="3"
          fontSize="sm"
          borderWidth="1px"
          borderColor="brand.100"
        >
          {data.recommendation}
        </Text>
      )}
    </Stack>
  );
}
