import { Link as RouterLink } from 'react-router-dom';
import type { MaskIconName } from '../config/icon-masks-css';
import { trackAdClick } from '../lib/analytics';
import { scrollToAnchor } from '../lib/scroll';
import type { HouseAd } from './house-ads';
import { MaskIcon } from './mask-icon';
import css from './house-banner.module.css';

// Drawn by the stylesheet (decision 092): the home list holds a banner every six cards.
const ICONS: Record<HouseAd['target'], MaskIconName> = {
  '/favorites': 'heart',
  '/videos': 'clapperboard',
  '#events': 'calendar-days',
};

/**
 * One of our own banners, labelled as such; the whole banner is the link. Plain elements styled by
 * house-banner.module.css: the home list holds one every six cards.
 */
export function HouseBanner({ ad, slot }: { ad: HouseAd; slot: string }) {
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    trackAdClick(slot, ad.target);
    if (ad.target === '#events' && scrollToAnchor('events')) e.preventDefault();
  };
  // A short name (headline and call to action) rather than the whole banner read out.
  const label = `${ad.headline}: ${ad.cta}`;
  const content = (
    <div className={css.row}>
      <div className={css.icon} aria-hidden="true">
        <MaskIcon name={ICONS[ad.target]} className={css.glyph} />
      </div>
      <div className={css.text}>
        <p className={css.headline}>{ad.headline}</p>
        <p className={css.blurb}>{ad.text}</p>
      </div>
      <div className={css.cta}>
        {ad.cta}
        <MaskIcon name="arrow-right" />
      </div>
      <div className={css.arrow} aria-hidden="true">
        <MaskIcon name="arrow-right" className={css.arrowIcon} />
      </div>
    </div>
  );
  return ad.target === '#events' ? (
    <a className={css.banner} href="/#events" onClick={onClick} aria-label={label} data-testid="house-ad">
      {content}
    </a>
  ) : (
    <RouterLink className={css.banner} to={ad.target} onClick={onClick} aria-label={label} data-testid="house-ad">
      {content}
    </RouterLink>
  );
}
