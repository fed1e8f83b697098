import { ArrowRight, CalendarDays, Clapperboard, Heart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { trackAdClick } from '../lib/analytics';
import { scrollToAnchor } from '../lib/scroll';
import type { HouseAd } from './house-ads';

const ICONS: Record<HouseAd['target'], React.ReactNode> = {
  '/favorites': <Heart />,
  '/videos': <Clapperboard />,
  '#events': <CalendarDays />,
};

/**
 * One of our own banners, labelled as such; the whole banner is the link. Plain elements styled by
 * class names (config/class-styles.ts, decision 047): the home list holds one every six cards.
 */
export function HouseBanner({ ad, slot }: { ad: HouseAd; slot: string }) {
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    trackAdClick(slot, ad.target);
    if (ad.target === '#events' && scrollToAnchor('events')) e.preventDefault();
  };
  // A short name (headline and call to action) rather than the whole banner read out.
  const label = `${ad.headline}: ${ad.cta}`;
  const content = (
    <div className="house-ad__row">
      <div className="house-ad__icon" aria-hidden="true">
        {ICONS[ad.target]}
      </div>
      <div className="house-ad__text">
        <p className="house-ad__headline">{ad.headline}</p>
        <p className="house-ad__blurb">{ad.text}</p>
      </div>
      <div className="house-ad__cta">
        {ad.cta}
        <ArrowRight size={16} aria-hidden="true" />
      </div>
      <div className="house-ad__arrow" aria-hidden="true">
        <ArrowRight size={20} />
      </div>
    </div>
  );
  return ad.target === '#events' ? (
    <a className="house-ad" href="/#events" onClick={onClick} aria-label={label} data-testid="house-ad">
      {content}
    </a>
  ) : (
    <RouterLink className="house-ad" to={ad.target} onClick={onClick} aria-label={label} data-testid="house-ad">
      {content}
    </RouterLink>
  );
}
