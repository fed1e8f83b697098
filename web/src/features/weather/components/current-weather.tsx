import type { ReactNode } from 'react';
import { CloudRain, Compass, Droplets, Wind } from 'lucide-react';
import type { WeatherResponse } from '@trailfinder/shared-types';
import { rainWarning, windDirectionText } from '../weather-display';
import { RainWarning } from './rain-warning';
import css from './weather.module.css';

function Reading({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={css.reading}>
      <span className={css.readingIcon} aria-hidden="true">
        {icon}
      </span>
      <div className={css.readingText}>
        <p className={css.readingLabel}>{label}</p>
        <p className={css.readingValue}>{children}</p>
      </div>
    </div>
  );
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n) : '—');

/** Temperature, description, humidity, wind, precipitation, rain warning and recommendation. */
export function CurrentWeather({ routeId, data }: { routeId: number; data: WeatherResponse }) {
  const w = data.weather;
  return (
    <div className={css.stack4}>
      <div className={css.now}>
        <p className={css.temperature}>{round(w.temperature)}°C</p>
        <p className={css.description}>{w.description}</p>
      </div>
      {rainWarning(w, routeId) && <RainWarning />}
      <div className={css.readings}>
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
      </div>
      {data.recommendation && <p className={css.recommendation}>{data.recommendation}</p>}
    </div>
  );
}
