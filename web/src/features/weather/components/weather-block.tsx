import { CalendarDays, CloudSun } from 'lucide-react';
import { ContentCard } from '../../../components/content-card';
import { useWeather } from '../hooks/use-weather';
import { trailStatusStyle } from '../weather-display';
import { CurrentWeather } from './current-weather';
import { ForecastPanel } from './forecast-panel';
import { SavedNote } from './saved-note';
import { badgeStyle } from '../../../components/badge-style';
import css from './weather.module.css';

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
    body = <p className={css.muted}>Weather data unavailable</p>;
  } else if (saved) {
    body = (
      <div className={css.stack3}>
        {status !== 'fresh' && <SavedNote what="Last weather seen on this device" fetchedAt={saved.fetchedAt} />}
        <CurrentWeather routeId={routeId} data={saved.data} />
      </div>
    );
  } else if (saved === null && status !== 'loading') {
    // Only once the device has been read (null: nothing kept), so offline the saved copy shows
    // without "unavailable" flashing first.
    body = <p className={css.muted}>Weather data unavailable</p>;
  } else {
    body = (
      <div className={css.stack3} aria-busy="true" aria-label="Loading weather">
        <div className={css.skeletonHead} />
        <div className={css.skeletonBody} />
      </div>
    );
  }

  return (
    <ContentCard
      title="Current Weather"
      icon={<CloudSun size={22} />}
      aside={
        statusStyle && (
          <span className={css.statusBadge} style={badgeStyle(statusStyle)}>
            Trail status: {statusStyle.label}
          </span>
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
      {hasLocation ? <ForecastPanel routeId={routeId} /> : <p className={css.muted}>Forecast data unavailable</p>}
    </ContentCard>
  );
}
