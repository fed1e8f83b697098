import { scrollToAnchor } from '../../../lib/scroll';
import css from './trail-section-nav.module.css';

export const TRAIL_SECTIONS = [
  { id: 'weather', label: 'Weather' },
  { id: 'details', label: 'Details' },
  { id: 'forecast', label: 'Forecast' },
  { id: 'reviews', label: 'Reviews' },
] as const;

/** The trail page's sticky "On this page" bar, under the site header. */
export function TrailSectionNav() {
  return (
    // Marked for the page's scroll padding (config/global-styles.ts): headings land below this bar.
    <nav aria-label="On this page" className={css.nav} data-sticky-section-nav="">
      <ul className={css.list}>
        {TRAIL_SECTIONS.map((s) => (
          <li key={s.id} className={css.item}>
            <a
              href={`#${s.id}`}
              className={css.link}
              onClick={(e) => {
                if (!scrollToAnchor(s.id)) return;
                e.preventDefault();
                history.replaceState(history.state, '', `#${s.id}`);
              }}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
