import { useId, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, ChevronDown, Droplet, Wind } from 'lucide-react';
import { useForecast } from '../hooks/use-weather';
import { forecastDayText } from '../weather-display';
import { SavedNote } from './saved-note';

/** The 7-day forecast: collapsed by default, fetched only once opened. */
export function ForecastPanel({ routeId }: { routeId: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { data: saved, status } = useForecast(routeId, open);
  const days = saved?.data.forecast.daily ?? [];

  let body;
  if (saved && days.length > 0) {
    body = (
      <>
        {status !== 'fresh' && (
          <Box mb="2">
            <SavedNote what="Saved forecast" fetchedAt={saved.fetchedAt} />
          </Box>
        )}
        <Stack as="ol" listStyleType="none" gap="2" aria-label="7-day forecast">
          {days.map((d) => (
            <Box as="li" key={d.date} p="3" borderRadius="lg" bg="gray.50" data-testid="forecast-day">
              <Flex justify="space-between" align="baseline" gap="2">
                <Text fontWeight="semibold" color="gray.900">
                  {forecastDayText(d.date)}
                </Text>
                <Text fontWeight="semibold" color="gray.900">
                  {Math.round(d.maxTemp)}°{' '}
                  <Text as="span" color="gray.600" fontWeight="normal">
                    / {Math.round(d.minTemp)}°
                  </Text>
                </Text>
              </Flex>
              <Flex justify="space-between" gap="2" mt="1" fontSize="sm" color="gray.700" wrap="wrap">
                <Text>{d.description}</Text>
                <Flex gap="3">
                  <Flex align="center" gap="1" title="Chance of rain">
                    <Droplet size={14} aria-hidden="true" />
                    <Text as="span" srOnly>
                      Chance of rain
                    </Text>
                    {Math.round(d.precipitationProbability)}%
                  </Flex>
                  <Flex align="center" gap="1" title="Wind">
                    <Wind size={14} aria-hidden="true" />
                    <Text as="span" srOnly>
                      Wind
                    </Text>
                    {Math.round(d.windSpeed)} km/h
                  </Flex>
                </Flex>
              </Flex>
            </Box>
          ))}
        </Stack>
      </>
    );
  } else if (status === 'failed' || (status === 'fresh' && saved === null)) {
    body = <Text color="gray.600">Forecast data unavailable</Text>;
  } else {
    body = (
      <Text color="gray.600" role="status">
        Loading forecast...
      </Text>
    );
  }

  return (
    <Box>
      <Button
        variant="ghost"
        w="full"
        justifyContent="space-between"
        px="2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Flex as="span" align="center" gap="2" color="gray.900" fontWeight="semibold">
          <CalendarDays size={18} aria-hidden="true" /> 7-Day Forecast
        </Flex>
        <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} aria-hidden="true">
          <ChevronDown size={18} />
        </Box>
      </Button>
      <Box id={panelId} hidden={!open} pt="3">
        {open && body}
      </Box>
    </Box>
  );
}
