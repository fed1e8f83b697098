import type { ReactNode } from 'react';
import { Route as RouteIcon, Star, TrendingUp } from 'lucide-react';
import { useFirstSync } from '../../../lib/use-first-sync';
import { useLocalStats } from '../hooks/use-local-stats';
import css from './stats-strip.module.css';

function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className={css.tile}>
      <div className={css.icon} aria-hidden="true">
        {icon}
      </div>
      <div className={css.figure}>
        {value === null ? <div className={css.skeleton} /> : <p className={css.value}>{value}</p>}
        <p className={css.label}>{label}</p>
      </div>
    </div>
  );
}

/**
 * Whole kilometres grouped as en-ZA writes them ('1 867', a no-break space): by hand, because
 * the first Intl formatter a page makes loads locale data, and this strip renders on every home.
 */
const groupedKm = (km: number) =>
  Math.round(km)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** Total Routes, Total Distance and Average Rating, with skeletons until data is there. */
export function StatsStrip() {
  const stats = useLocalStats();
  const { pending, failed } = useFirstSync();
  const ready = stats !== undefined && (stats.totalRoutes > 0 || !pending);
  const show = (text: string) => (ready ? text : failed ? '–' : null);
  return (
    <section aria-label="Trail statistics" className={css.strip}>
      <div className={css.grid}>
        <StatTile icon={<RouteIcon />} label="Total Routes" value={show(String(stats?.totalRoutes ?? 0))} />
        <StatTile
          icon={<TrendingUp />}
          label="Total Distance"
          value={show(`${groupedKm(stats?.totalDistance ?? 0)} km`)}
        />
        <StatTile icon={<Star />} label="Average Rating" value={show((stats?.averageRating ?? 0).toFixed(1))} />
      </div>
    </section>
  );
}
