import { DifficultyBadge } from '../../../components/difficulty-badge';
import { TrailPicture, type PictureTrail } from '../../../components/trail-picture';
import css from './trail-hero.module.css';

/**
 * The trail photo (or its illustration) with the difficulty badge. `priority` where it opens the
 * page (wide screens); on a phone it sits below the trailhead facts, so it loads as it nears.
 */
export function TrailHero({ route, priority = false }: { route: PictureTrail; priority?: boolean }) {
  return (
    <div className={css.hero}>
      <TrailPicture route={route} sizes="(min-width: 80em) 1200px, 100vw" priority={priority} />
      <DifficultyBadge difficulty={route.difficulty} className={css.badge} />
    </div>
  );
}
