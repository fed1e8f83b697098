import { memo, useMemo } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { provincesWithTrails, trailTotals } from '@trailfinder/shared-types/rules';
import { FigureTile } from '../../../components/figure-tile';
import css from './about-section.module.css';

type FactSource = { province: string; distance: number; rating: number };

/**
 * The figures are measured from the trails on the device, by the same rule as the stats strip,
 * so the home page never shows two different averages (decision 029). A dash until they are known.
 */
function facts(trails: readonly FactSource[] | undefined) {
  const totals = trails && trailTotals(trails);
  const provinces = trails && provincesWithTrails(trails);
  return [
    { value: totals ? String(totals.totalRoutes) : '–', label: 'Routes' },
    { value: totals ? totals.averageRating.toFixed(1) : '–', label: 'Average Rating' },
    { value: provinces === undefined ? '–' : String(provinces), label: provinces === 1 ? 'Province' : 'Provinces' },
  ];
}

/** Memoised: a filter change re-renders the home page, not these totals of every trail. */
export const AboutSection = memo(function AboutSection({ trails }: { trails: readonly FactSource[] | undefined }) {
  const figures = useMemo(() => facts(trails), [trails]);
  return (
    <section id="about" aria-labelledby="about-title" className={css.section}>
      <div className={css.grid}>
        <div>
          <h2 id="about-title" className={css.title}>
            About TrailFinder SA
          </h2>
          <p className={css.lead}>
            We are riders who got tired of hunting through forums for trail information. TrailFinder SA brings mountain
            bike routes from all nine provinces together, with honest difficulty ratings, facilities and directions to
            the trailhead.
          </p>
          <p className={css.text}>
            Install the app on your phone and your trails, favourites and saved routes stay with you, even where the
            signal does not reach.
          </p>
          <RouterLink to="/about-us" className={css.link}>
            Read our story <ArrowRight size={16} aria-hidden="true" />
          </RouterLink>
        </div>
        <div className={css.figures}>
          {figures.map((f) => (
            <FigureTile key={f.label} value={f.value} label={f.label} large />
          ))}
        </div>
      </div>
    </section>
  );
});
