import type { ProfilePoint } from '@trailfinder/shared-types/rules';
import { formatKm, formatM } from '../track-format';
import css from './profile-table.module.css';

/** At most this many rows: one every few hundred metres reads better than every map point. */
const MAX_ROWS = 25;

/** The profile as a table (the drawing's alternative), behind a disclosure so it stays out of the way. */
export function ProfileTable({ profile }: { profile: ProfilePoint[] }) {
  const step = Math.max(1, Math.ceil(profile.length / MAX_ROWS));
  const rows = profile.filter((_, i) => i % step === 0 || i === profile.length - 1);
  return (
    <details className={css.details}>
      <summary className={css.summary}>Elevation profile as a table</summary>
      <table className={css.table}>
        <thead>
          <tr>
            <th>Distance</th>
            <th>Elevation</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.index}>
              <td>{formatKm(p.distanceM)}</td>
              <td>{formatM(p.elevationM)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
