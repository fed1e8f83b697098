import { Link as RouterLink } from 'react-router-dom';
import { scrollToAnchor } from '../../../lib/scroll';
import css from './call-to-action.module.css';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className={css.section}>
      {/* `light`: white type on the brand's gradient in both colour modes (the light palette restored inside). */}
      <div className={`light ${css.box}`}>
        <h2 id="cta-title" className={css.title}>
          Ready to Hit the Trails?
        </h2>
        <p className={css.lead}>
          Pick a trail, check the facilities and head out. Your favourites are saved right here on your device.
        </p>
        <div className={css.actions}>
          <a
            href="/#routes"
            className={css.explore}
            onClick={(e) => {
              e.preventDefault();
              scrollToAnchor('routes');
            }}
          >
            Explore Trails
          </a>
          <RouterLink to="/favorites" className={css.favourites}>
            My Favorites
          </RouterLink>
        </div>
      </div>
    </section>
  );
}
