import { Sparkles, Store, Waypoints } from 'lucide-react';
import { ROUTE_GRADES } from '@trailfinder/shared-types/rules';
import type { Trail, RouteVariant } from '@trailfinder/shared-types';
import { tokenColour } from '../../../components/badge-style';
import { ContentCard } from '../../../components/content-card';
import { featureLabel } from '../trail-facts';
import { FacilitiesGrid } from './facilities';
import css from './trail-extras.module.css';

export function TrailFeatures({ features }: { features: readonly string[] }) {
  return (
    <ContentCard title="Trail Features" icon={<Sparkles size={22} />}>
      {features.length === 0 ? (
        <p className={css.muted}>No trail features listed yet.</p>
      ) : (
        <ul className={css.features}>
          {features.map((f) => (
            <li key={f} className={css.feature}>
              {featureLabel(f)}
            </li>
          ))}
        </ul>
      )}
    </ContentCard>
  );
}

export function FacilitiesSection({ facilities }: { facilities: Trail['facilities'] }) {
  return (
    <ContentCard title="Facilities" icon={<Store size={22} />}>
      <FacilitiesGrid facilities={facilities} />
    </ContentCard>
  );
}

/** Grade colours: green circle, blue square, red diamond, black diamonds (palette tokens: dark mode flips them). */
const GRADE_STYLE: Record<RouteVariant['category'], { colour: string; shape: 'circle' | 'square' | 'diamond' }> = {
  green: { colour: 'green.700', shape: 'circle' },
  blue: { colour: 'blue.700', shape: 'square' },
  red: { colour: 'red.700', shape: 'diamond' },
  black: { colour: 'gray.900', shape: 'diamond' },
  'double-black': { colour: 'gray.900', shape: 'diamond' },
};

function GradeMark({ category }: { category: RouteVariant['category'] }) {
  const { colour, shape } = GRADE_STYLE[category] ?? GRADE_STYLE.black;
  const one = <span className={css.mark} data-shape={shape} style={{ background: tokenColour(colour) }} />;
  return (
    <span className={css.marks} aria-hidden="true">
      {one}
      {category === 'double-black' && one}
    </span>
  );
}

export function RouteVariants({ variants }: { variants: readonly RouteVariant[] }) {
  if (variants.length === 0) return null;
  return (
    <ContentCard title="Route Variants" icon={<Waypoints size={22} />}>
      <ul className={css.variants}>
        {variants.map((v) => (
          <li key={`${v.name}-${v.category}`} className={css.variant}>
            <GradeMark category={v.category} />
            <div className={css.variantText}>
              <div className={css.variantTop}>
                <p className={css.variantName}>{v.name}</p>
                <p className={css.variantDistance}>{v.distance} km</p>
              </div>
              <p className={css.grade} style={{ color: tokenColour(GRADE_STYLE[v.category]?.colour ?? 'gray.900') }}>
                {ROUTE_GRADES[v.category] ?? v.category}
              </p>
              {v.description && <p className={css.variantDescription}>{v.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </ContentCard>
  );
}
