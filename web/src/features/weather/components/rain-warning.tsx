import { CloudRain } from 'lucide-react';
import css from './weather.module.css';

/** Spec 2 / 4: the rain warning. */
export function RainWarning() {
  return (
    <div className={css.rain} data-testid="rain-warning">
      <span className={css.rainIcon} aria-hidden="true">
        <CloudRain size={26} />
      </span>
      <div>
        <p className={css.rainTitle}>Currently raining</p>
        <p className={css.rainText}>Not good conditions for riding</p>
      </div>
    </div>
  );
}
