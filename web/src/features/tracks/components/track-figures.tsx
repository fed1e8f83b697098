import type { TrackFeatureProperties } from '@trailfinder/shared-types';
import { formatKm, formatM } from '../track-format';
import css from './track-figures.module.css';

/** Distance, climbing, descent, lowest and highest point of the recorded track. */
export function TrackFigures({ properties: f }: { properties: TrackFeatureProperties }) {
  const figures: [string, string][] = [
    ['Distance', formatKm(f.distanceKm * 1000)],
    ['Climbing', formatM(f.ascentM)],
    ['Descent', formatM(f.descentM)],
    ['Lowest point', formatM(f.minEleM)],
    ['Highest point', formatM(f.maxEleM)],
  ];
  return (
    <dl className={css.grid} data-testid="track-figures">
      {figures.map(([label, value]) => (
        // A div groups each term with its value (a dl's own grouping element).
        <div key={label}>
          <dt>{label}</dt>
          <dd className={css.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
