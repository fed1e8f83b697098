import { useId, useState } from 'react';
import { CalendarDays, ChevronDown, Droplet, Wind } from 'lucide-react';
import { useForecast } from '../hooks/use-weather';
import { forecastDayText } from '../weather-display';
import { SavedNote } from './saved-note';
import css from './forecast-panel.module.css';

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
          <div className={css.savedNote}>
            <SavedNote what="Saved forecast" fetchedAt={saved.fetchedAt} />
          </div>
        )}
        <ol className={css.days} aria-label="7-day forecast">
          {days.map((d) => (
            <li key={d.date} className={css.day} data-testid="forecast-day">
              <div className={css.dayHead}>
                <p className={css.strong}>{forecastDayText(d.date)}</p>
                <p className={css.strong}>
                  {Math.round(d.maxTemp)}° <span className={css.low}>/ {Math.round(d.minTemp)}°</span>
                </p>
              </div>
              <div className={css.dayBody}>
                <p>{d.description}</p>
                <div className={css.figures}>
                  <div className={css.figure} title="Chance of rain">
                    <Droplet size={14} aria-hidden="true" />
                    <span className={css.srOnly}>Chance of rain</span>
                    {Math.round(d.precipitationProbability)}%
                  </div>
                  <div className={css.figure} title="Wind">
                    <Wind size={14} aria-hidden="true" />
                    <span className={css.srOnly}>Wind</span>
                    {Math.round(d.windSpeed)} km/h
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </>
    );
  } else if (saved === null && status !== 'loading') {
    // Neither the server nor the device has a forecast (undefined: the device is still being read).
    body = <p className={css.muted}>Forecast data unavailable</p>;
  } else {
    body = (
      <p className={css.muted} role="status">
        Loading forecast...
      </p>
    );
  }

  return (
    <div>
      <button
        type="button"
        className={css.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={css.toggleLabel}>
          <CalendarDays size={18} aria-hidden="true" /> 7-Day Forecast
        </span>
        <span className={css.chevron} aria-hidden="true">
          <ChevronDown size={18} />
        </span>
      </button>
      <div id={panelId} hidden={!open} className={css.panel}>
        {open && body}
      </div>
    </div>
  );
}
