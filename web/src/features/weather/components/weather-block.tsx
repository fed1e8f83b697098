import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, CloudSun } from 'lucide-react';
import { ContentCard } from '../../../components/content-card';
import { useWeather } from '../hooks/use-weather';
import { trailStatusStyle } from '../weather-display';
import { CurrentWeather } from './current-weather';
import { ForecastPanel } from './forecast-panel';
import { SavedNote } from './saved-note';

interface Props {
  routeId: number;
  /** False when the trail has no usable coordinates: there is no place to ask about. */
  hasLocation: boolean;
}

/** Current weather at the trailhead (refreshed every 5 minutes). */
export function WeatherBlock({ routeId, hasLocation }: Props) {
  const { data: saved, status } = useWeather(routeId, hasLocation);
  const statusStyle = saved ? trailStatusStyle(saved.data.trailStatus) : null;

  let body;
  if (!hasLocation) {
    body = <Text color="gray.600">Weather data unavailable</Text>;
  } else if (saved) {
    body = (
      <Stack gap="3">
        {status !== 'fresh' && <SavedNote what="Last weather seen on this device" fetchedAt={saved.fetchedAt} />}
        <CurrentWeather routeId={routeId} data={saved.data} />
      </Stack>
    );
  } else if (status === 'failed' || (status === 'fresh' && saved === null)) {
    body = <Text color="gray.600">Weather data unavailable</Text>;
  } else {
    body = (
      <Stack gap="3" aria-busy="true" aria-label="Loading weather">
        <Skeleton h="10" w="50%" />
        <Skeleton h="24" />
      </Stack>
    );
  }

  return (
    <ContentCard
      title="Current Weather"
      icon={<CloudSun size={22} />}
      aside={
        statusStyle && (
          <Badge bg={statusStyle.bg} color={statusStyle.color} px="2.5" py="0.5" borderRadius="full">
            Trail status: {statusStyle.label}
          </Badge>
        )
      }
    >
      {body}
    </ContentCard>
  );
}

/** The collapsed-by-default 7-day forecast, in a card of its own (after the details on a phone). */
export function ForecastBlock({ routeId, hasLocation }: Props) {
  return (
    <ContentCard title="Forecast" icon={<CalendarDays size={22} />}>
      {hasLocation ? <ForecastPanel routeId={routeId} /> : <Text color="gray.600">Forecast data unavailable</Text>}
    </ContentCard>
  );
}
